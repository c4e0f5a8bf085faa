import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';

const states = {
  controlType: 'HOLOGRAM',
  label: 'Hologram',
  filled: { beam: 3 },
  errorText: 'The server rejected the hologram.',
};

export default {
  title: 'Controls/Unknown type',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;
