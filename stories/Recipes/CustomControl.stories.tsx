import type { Ref } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_IDS, scenarioEnvelope } from '../../src/mock';
import { ControlsProvider } from '../../src/registry/ControlsProvider';
import type { ControlProps } from '../../src/registry/types';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';

/** The embedding app's own text input: a character counter under the input. */
function AppTextInput({ inputRef, ...props }: ControlProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <div className="app-text">
      <input
        ref={inputRef as Ref<HTMLInputElement>}
        id={props.id}
        className="ef-input"
        value={value}
        maxLength={80}
        disabled={props.disabled}
        aria-invalid={props.invalid || undefined}
        aria-describedby={[props.describedBy, `${props.id}-counter`].filter(Boolean).join(' ')}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      <small id={`${props.id}-counter`}>{value.length} / 80</small>
    </div>
  );
}

/**
 * Swap one control for your own: pass `controls` to a form, or a `ControlsProvider` for every
 * form below it. The other controls stay the library's.
 */
export default {
  title: 'Recipes/Custom registry',
  component: StoryForm,
  beforeEach: () => storyMock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic')),
} satisfies FormMeta;

export const OwnTextInput: Story = {
  render: (args) => (
    <ControlsProvider controls={{ TEXT: AppTextInput }}>
      <StoryForm {...args} />
    </ControlsProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: /^Report name/ });
    await userEvent.type(name, 'Taxi');
    await expect(name).toHaveAccessibleDescription('4 / 80');
    await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveClass('ef-number');
  },
};
