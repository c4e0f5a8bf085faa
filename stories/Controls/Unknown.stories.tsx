import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'HOLOGRAM',
  label: 'Hologram',
  filled: { beam: 3 },
  errorText: 'The server rejected the hologram.',
};

export default {
  title: 'Controls/Unknown type',
  tags: ['every-look'],
  ...controlMeta(states),
} satisfies ControlMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;
