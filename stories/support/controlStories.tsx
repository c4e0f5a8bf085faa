import type { Meta, StoryObj } from '@storybook/react-vite';
import type { JsonObject } from '../../src/core/wire/types';
import { wireField } from '../../src/mock/scenarios/wireField';
import { formStory } from './formStory';
import type { StoryForm, StoryFormProps } from './StoryForm';

/** The states every control is shown in (issue 8: Default, Filled, Error, Disabled, Read-only). */
export interface ControlStates {
  controlType: string;
  label: string;
  /** Attributes of the field item in every state. */
  base?: JsonObject;
  /** The value of the Filled, Disabled and Read-only states. */
  filled: JsonObject['value'];
  /** The server error of the Error state. */
  errorText: string;
}

const envelopeOf = (states: ControlStates, extra: JsonObject) => ({
  fields: [
    wireField(`story.${states.controlType.toLowerCase()}`, states.controlType, states.label, {
      ...states.base,
      ...extra,
    }),
  ],
});

/** The default args of a `Controls/<Type>` story file: the control in its Default state. */
export function controlArgs(states: ControlStates): StoryFormProps {
  return { envelope: envelopeOf(states, {}) };
}

/** A story of `<FieldsForm>` (`StoryForm`). */
export type Story = StoryObj<typeof StoryForm>;
/** The meta of a story file of `<FieldsForm>`. */
export type FormMeta = Meta<typeof StoryForm>;

/** Default, Filled, Error, Disabled and Read-only stories of a control. */
export function controlStates(
  states: ControlStates,
): Record<'Default' | 'Filled' | 'Error' | 'Disabled' | 'ReadOnly' | 'Scanned', Story> {
  const withArgs = (extra: JsonObject, props: Partial<StoryFormProps> = {}): Story =>
    formStory({ args: { envelope: envelopeOf(states, extra), ...props } });
  return {
    Default: withArgs({}),
    Filled: withArgs({ value: states.filled }),
    // A value read from a receipt shows the scanned marker (for the fields a scan can fill).
    Scanned: withArgs({ value: states.filled, scanned: true }),
    Error: withArgs({
      value: states.filled,
      error: 'INVALID',
      errorText: states.errorText,
      mandatory: true,
    }),
    Disabled: withArgs({ value: states.filled, enabled: false }),
    ReadOnly: withArgs({ value: states.filled }, { readOnly: true }),
  };
}
