import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'MULTI_LINE_TEXT',
  label: 'Comment',
  filled: 'Dinner with the client.\nTwo guests.',
  errorText: 'The comment is too long.',
  role: 'textbox',
  fix: 'Dinner with the client.',
  prompt: 'Say what the expense was for.',
};

export default {
  title: 'Controls/MULTI_LINE_TEXT',
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
