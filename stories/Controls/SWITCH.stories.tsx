import { expect, userEvent, within } from 'storybook/test';
import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'SWITCH',
  label: 'Includes alcohol',
  filled: true,
  errorText: 'Alcohol needs a representation.',
  role: 'switch',
  prompt: 'Say whether alcohol was served.',
};

export default {
  title: 'Controls/SWITCH',
  tags: ['every-look'],
  ...controlMeta(states),
} satisfies ControlMeta;
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

/** The panel's args render: required, with a message. */
export const WithArgs: Story = stories.WithArgs;
