import { expect, userEvent, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';

const states = {
  controlType: 'SWITCH',
  label: 'Includes alcohol',
  filled: true,
  errorText: 'Alcohol needs a representation.',
};

export default {
  title: 'Controls/SWITCH',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;

/** Space toggles the switch. */
export const Default: Story = {
  ...stories.Default,
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('switch', { name: 'Includes alcohol' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
  },
};
