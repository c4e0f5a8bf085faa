import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';

const states = {
  controlType: 'GUEST_LIST',
  label: 'Guests',
  base: { mandatory: true },
  filled: [
    { name: 'Rui Costa', company: 'Lisboa Lda' },
    { name: 'Maja Berg', company: 'Nordvik AB' },
  ],
  errorText: 'Add at least one guest.',
};

export default {
  title: 'Controls/GUEST_LIST',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;
