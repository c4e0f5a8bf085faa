import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';

const states = {
  controlType: 'LOCAL_DATE_TIME',
  label: 'Meeting starts',
  base: { allowFutureDates: true },
  filled: '2026-10-25T02:30:00',
  errorText: 'The meeting time is not valid.',
};

export default {
  title: 'Controls/LOCAL_DATE_TIME',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;
