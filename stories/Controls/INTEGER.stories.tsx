import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'INTEGER',
  label: 'Number of guests',
  filled: 4,
  errorText: 'At most 20 guests.',
  role: 'textbox',
  fix: '4',
  prompt: 'Enter the number of guests.',
};

export default {
  title: 'Controls/INTEGER',
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
