import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';

const states = {
  controlType: 'INTEGER',
  label: 'Number of guests',
  filled: 4,
  errorText: 'At most 20 guests.',
};

export default {
  title: 'Controls/INTEGER',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;
