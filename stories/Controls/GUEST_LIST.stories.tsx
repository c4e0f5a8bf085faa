import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

const states = {
  controlType: 'GUEST_LIST',
  label: 'Guests',
  base: { mandatory: true },
  filled: [
    { name: 'Rui Costa', company: 'Lisboa Lda' },
    { name: 'Maja Berg', company: 'Nordvik AB' },
  ],
  errorText: 'Add at least one guest.',
  role: 'group',
  prompt: 'Add the guests.',
};

export default {
  title: 'Controls/GUEST_LIST',
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
