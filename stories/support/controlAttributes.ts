import type { ArgTypes } from '@storybook/react-vite';
import { controlTypeOf, type FieldAttribute } from '../../src/core/index';
import type { InformationType, JsonObject, JsonValue } from '../../src/core/wire/model/types';
import { BUILT_IN_LANGUAGES } from '../../src/i18n/textLanguage';

/**
 * What a `Controls/<Type>` story's Controls panel toggles: the attributes of its one field item
 * (spec 2.7; the described ones by their default wire names, ARCHITECTURE.md "Wire names") and
 * two props of the form. The rest of a story (the item's fixed attributes, the mock it may run
 * on) is its harness, kept out of the panel.
 */
export interface ControlArgs {
  name?: string;
  value?: JsonValue;
  mandatory?: boolean;
  enabled?: boolean;
  error?: string;
  errorText?: string;
  errorLevel?: 'ERROR' | 'WARNING';
  scanned?: boolean;
  maxDecimals?: number;
  allowFutureDates?: boolean;
  multiSelect?: boolean;
  qrCodeSupported?: boolean;
  informationType?: InformationType;
  dismissible?: boolean;
  removable?: boolean;
  replacementText?: string;
  locale?: string;
  readOnly?: boolean;
  /** Harness: the item's fixed attributes (`property`, `controlType`, a LIST's `url`…). */
  item: JsonObject & { property: string; controlType: string };
  /** Harness: the organization whose new report the mock service serves this item for. */
  onMock?: string;
}

/** An attribute the panel can toggle. */
export type AttributeName = Exclude<keyof ControlArgs, 'item' | 'onMock'>;

/** How a value is edited in the panel. */
export type ValueKind = 'text' | 'number' | 'boolean' | 'object';

/** A Controls-panel control, as argTypes give it. */
type PanelControl = NonNullable<ArgTypes<{ arg: unknown }>['arg']>['control'];

/** One row of a control's attribute table: the definition's row, and how the panel edits it. */
interface Attribute extends FieldAttribute {
  control: PanelControl;
  /** Not an attribute of the item: a prop of `<FieldsForm>`. */
  form?: true;
}

const ITEM = 'Field item (spec 2.7)';
const FORM = 'Form (<FieldsForm> props)';

/** The two props of the form every control story offers beside its item's attributes. */
const FORM_PROPS: readonly Attribute[] = [
  {
    name: 'locale',
    description: "The form's language: its strings, and how numbers and dates are typed.",
    type: 'string',
    default: "'en'",
    control: 'select',
    options: BUILT_IN_LANGUAGES,
    form: true,
  },
  {
    name: 'readOnly',
    description: 'Every field as text, nothing to edit.',
    type: 'boolean',
    default: 'false',
    control: 'boolean',
    form: true,
  },
];

/** The story kind of a control type: its own, or `unknown` for a type with no definition. */
export type ControlKind = string;

/** How the panel edits an attribute of the definition: by its wire type. */
function panelControl(attribute: FieldAttribute, valueKind: ValueKind): PanelControl {
  if (attribute.name === 'value') return valueKind;
  if (attribute.options) return 'select';
  if (attribute.type === 'boolean') return 'boolean';
  if (attribute.type === 'integer') return { type: 'number', min: 0, max: 6, step: 1 };
  return 'text';
}

/**
 * The attributes a control type reads, in table order: its definition's (ARCHITECTURE.md
 * "Control types"; `unknown` reads the fallback's), then the form's two props. A LIST's and a
 * receipt's value is an object the service makes: their definitions offer no value for typing.
 *
 * @example
 * controlAttributes('DATE', 'text').map((attribute) => attribute.name); // ['name', 'value', …, 'allowFutureDates', 'locale', 'readOnly']
 */
export function controlAttributes(kind: ControlKind, valueKind: ValueKind): readonly Attribute[] {
  const definition = controlTypeOf(kind === 'unknown' ? '*' : kind);
  return [
    ...definition.attributes.map((attribute) => ({
      ...attribute,
      control: panelControl(attribute, valueKind),
    })),
    ...FORM_PROPS,
  ];
}

/**
 * The argTypes of a `Controls/<Type>` story file: a control for each attribute its type reads,
 * with the table's description, wire type and default; the harness hidden.
 *
 * @example
 * export default { title: 'Controls/DATE', argTypes: controlArgTypes('DATE', 'text') };
 */
export function controlArgTypes(kind: ControlKind, valueKind: ValueKind): ArgTypes<ControlArgs> {
  const argTypes: ArgTypes<ControlArgs> = {
    item: { table: { disable: true } },
    onMock: { table: { disable: true } },
  };
  for (const attribute of controlAttributes(kind, valueKind)) {
    const { description, type, control, options, form } = attribute;
    argTypes[attribute.name as AttributeName] = {
      description,
      control,
      ...(options ? { options } : {}),
      table: {
        category: form ? FORM : ITEM,
        type: { summary: type },
        ...(attribute.default ? { defaultValue: { summary: attribute.default } } : {}),
      },
    };
  }
  return argTypes;
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * The docs page's table of the attributes a control type reads (Markdown), from the same rows as
 * its argTypes.
 *
 * @example
 * parameters: { docs: { description: { component: attributesTable('DATE', 'text') } } }
 */
export function attributesTable(kind: ControlKind, valueKind: ValueKind): string {
  const rows = controlAttributes(kind, valueKind).map((attribute) => {
    const { name, description, type, form, where = form ? 'form prop' : 'item' } = attribute;
    const fallback = attribute.default;
    return `| \`${name}\` | ${where} | \`${cell(type)}\` | ${fallback ? `\`${cell(fallback)}\`` : '–'} | ${cell(description)} |`;
  });
  return [
    `The attributes ${kind === 'unknown' ? 'a control of an unknown type' : `a \`${kind}\` control`} reads (every one is a control below).`,
    '',
    '| attribute | where | type | absent means | what it does |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}
