import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { controlTypeOf } from '../../src/core/index';
import type { JsonObject, JsonValue } from '../../src/core/wire/model/types';
import {
  attributesTable,
  controlAttributes,
  controlArgTypes,
  type ControlArgs,
  type ControlKind,
  type ValueKind,
} from './controlAttributes';
import { controlSnippet } from './controlScene';
import { ControlStory } from './ControlStory';
import { NO_BACK_END } from './echoTransport';
import type { StoryForm } from './StoryForm';
import { lookSource } from './storySnippet';

/** A story of `<FieldsForm>` (`StoryForm`). */
export type Story = StoryObj<typeof StoryForm>;
/** The meta of a story file of `<FieldsForm>`. */
export type FormMeta = Meta<typeof StoryForm>;
/** A `Controls/<Type>` story: its args are the field's attributes (`ControlArgs`). */
export type ControlStoryObj = StoryObj<ControlArgs>;
/** The meta of a `Controls/<Type>` story file. */
export type ControlMeta = Meta<ControlArgs>;

/** What a `Controls/<Type>` story file shows: its one field, and the panel's starting values. */
export interface ControlField {
  controlType: string;
  label: string;
  /** The item's fixed attributes besides property and controlType (a LIST's `url`…). */
  item?: JsonObject;
  /** The panel's starting values in every story of the file (`{ maxDecimals: 2 }`). */
  base?: Partial<ControlArgs>;
  /** How the panel edits the value (by default: by the type of `filled`). */
  valueKind?: ValueKind;
  /** Said above the docs page's attribute table. */
  intro?: string;
}

/** The states every control is shown in: Default, Filled, Error, Disabled, Read-only, Scanned. */
export interface ControlStates extends ControlField {
  /** The value of the Filled, Disabled and Read-only states. */
  filled: JsonValue;
  /** The server error of the Error state. */
  errorText: string;
  /** The role of the control the WithArgs story finds by its name (`textbox`, `group`…). */
  role?: string;
  /** The message the WithArgs story sets. */
  prompt?: string;
  /**
   * Text that fixes the field when typed into it: the WithArgs story then types it, saves, and
   * checks that the message is gone (the echo must not bring the old message back).
   */
  fix?: string;
}

/** The panel's values of attributes a story does not set: each one's default (spec 2.7). */
const DEFAULTS: Omit<ControlArgs, 'item'> = {
  value: null,
  mandatory: false,
  enabled: true,
  error: '',
  errorText: '',
  errorLevel: 'ERROR',
  scanned: false,
  allowFutureDates: false,
  multiSelect: false,
  qrCodeSupported: false,
  dismissible: false,
  removable: false,
  locale: 'en',
  readOnly: false,
};

const kindOf = (controlType: string): ControlKind =>
  controlTypeOf(controlType).controlType === '*' ? 'unknown' : controlType;

const valueKindOf = (value: JsonValue): ValueKind => {
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  return typeof value === 'boolean' ? 'boolean' : 'object';
};

/**
 * The meta of a `Controls/<Type>` story file (beside its `title`): the field's attributes as args
 * with a control each, the docs page's table of them, the render, and "Show code" for the current
 * args.
 *
 * @example
 * export default { title: 'Controls/TEXT', ...controlMeta(states) } satisfies ControlMeta;
 */
export function controlMeta(
  field: ControlField & { filled?: JsonValue },
): Omit<ControlMeta, 'title'> {
  const kind = kindOf(field.controlType);
  const valueKind = field.valueKind ?? valueKindOf(field.filled ?? null);
  const starting = Object.fromEntries(
    Object.entries(DEFAULTS).filter(([name]) =>
      controlAttributes(kind, valueKind).some((attribute) => attribute.name === name),
    ),
  );
  const table = attributesTable(kind, valueKind);
  return {
    render: (args) => <ControlStory {...args} />,
    args: {
      ...starting,
      name: field.label,
      item: {
        property: `story.${field.controlType.toLowerCase()}`,
        controlType: field.controlType,
        ...field.item,
      },
      ...field.base,
    },
    argTypes: controlArgTypes(kind, valueKind),
    parameters: {
      docs: {
        description: { component: field.intro ? `${field.intro}\n\n${table}` : table },
        source: lookSource((args: ControlArgs) => controlSnippet(args)),
      },
    },
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A play test of changed args: the field (found by its role and name) is required, with its mark
 * beside the label, and shows the story's `errorText`.
 *
 * @example
 * export const WithArgs = { args: { mandatory: true, errorText: 'Pick a date' }, play: requiredWithMessage('group') };
 */
export function requiredWithMessage(role: string): NonNullable<ControlStoryObj['play']> {
  return async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = new RegExp(`^${escaped(args.name ?? '')} \\(required\\)`);
    const control = await canvas.findByRole(role, { name }, { timeout: 5000 });
    // The field's frame and its required mark, by the markers every look keeps.
    const shell = control.closest('[data-field]');
    if (!(shell instanceof HTMLElement)) throw new Error('The control is not in a field.');
    await expect(shell.querySelector('[data-ef-part="required"]')).toBeVisible();
    await expect(within(shell).getByText(args.errorText ?? '')).toBeVisible();
  };
}

/**
 * A play test of a fixed field: after {@link requiredWithMessage}, the user types `text` into the
 * field and saves; the save is refused (no back end) and the field's old message is gone.
 *
 * @example
 * export const WithArgs = { args: { mandatory: true, errorText: 'Name it' }, play: fixedThenSaved('textbox', 'Taxi') };
 */
export function fixedThenSaved(role: string, text: string): NonNullable<ControlStoryObj['play']> {
  const required = requiredWithMessage(role);
  return async (context) => {
    await required(context);
    const canvas = within(context.canvasElement);
    const name = new RegExp(`^${escaped(context.args.name ?? '')}`);
    const control = canvas.getByRole(role, { name });
    await userEvent.type(control, text);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(NO_BACK_END)).toBeVisible();
    await expect(canvas.queryByText(context.args.errorText ?? '')).toBeNull();
    await expect(control).not.toHaveAttribute('aria-invalid');
  };
}

/** Default, Filled, Error, Disabled, Read-only and Scanned stories of a control, and WithArgs. */
export function controlStates(
  states: ControlStates,
): Record<
  'Default' | 'Filled' | 'Error' | 'Disabled' | 'ReadOnly' | 'Scanned' | 'WithArgs',
  ControlStoryObj
> {
  const value = states.filled;
  return {
    Default: {},
    Filled: { args: { value } },
    // A value read from a receipt shows the scanned marker (for the fields a scan can fill).
    Scanned: { args: { value, scanned: true } },
    Error: { args: { value, error: 'INVALID', errorText: states.errorText, mandatory: true } },
    Disabled: { args: { value, enabled: false } },
    ReadOnly: { args: { value, readOnly: true } },
    // What the panel does: required, with a message, rendered from the changed args.
    WithArgs: {
      args: { mandatory: true, errorText: states.prompt ?? states.errorText },
      ...(states.role
        ? {
            play:
              states.fix === undefined
                ? requiredWithMessage(states.role)
                : fixedThenSaved(states.role, states.fix),
          }
        : {}),
    },
  };
}
