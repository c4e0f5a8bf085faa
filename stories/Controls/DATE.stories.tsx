import { StoryForm } from '../support/StoryForm';
import { controlArgs, controlStates, type FormMeta, type Story } from '../support/controlStories';

const states = {
  controlType: 'DATE',
  label: 'Purchase date',
  base: { mandatory: true },
  filled: '2026-03-29',
  errorText: 'The date cannot be later than today.',
};

export default {
  title: 'Controls/DATE',
  component: StoryForm,
  args: controlArgs(states),
} satisfies FormMeta;
const stories = controlStates(states);
export const Default: Story = stories.Default;
export const Filled: Story = stories.Filled;
export const Error: Story = stories.Error;
export const Disabled: Story = stories.Disabled;
export const ReadOnly: Story = stories.ReadOnly;

/** A date read from the receipt shows the scanned marker. */
export const Scanned: Story = stories.Scanned;
