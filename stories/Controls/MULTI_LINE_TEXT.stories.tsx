import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';

const states = {
  controlType: 'MULTI_LINE_TEXT',
  label: 'Comment',
  filled: 'Dinner with the client.\nTwo guests.',
  errorText: 'The comment is too long.',
};

export default {
  title: 'Controls/MULTI_LINE_TEXT',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;
