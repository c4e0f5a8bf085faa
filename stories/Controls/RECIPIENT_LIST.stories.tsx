import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'RECIPIENT_LIST',
  label: 'Send a copy to',
  filled: [{ email: 'finance@example.se' }, { email: 'maja@example.se' }],
  errorText: 'One address was refused.',
  role: 'textbox',
  prompt: 'Add an address.',
};

export default {
  title: 'Controls/RECIPIENT_LIST',
  tags: ['every-look'],
  ...controlMeta(states),
} satisfies ControlMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;

/** The panel's args render: required, with a message. */
export const WithArgs: Story = stories.WithArgs;
