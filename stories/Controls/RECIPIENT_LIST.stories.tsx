import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';

const states = {
  controlType: 'RECIPIENT_LIST',
  label: 'Send a copy to',
  filled: [{ email: 'finance@example.se' }, { email: 'maja@example.se' }],
  errorText: 'One address was refused.',
};

export default {
  title: 'Controls/RECIPIENT_LIST',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;
