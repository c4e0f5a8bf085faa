import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';
import { dateStates } from '../support/dateStories';

const states = {
  controlType: 'DATE',
  label: 'Purchase date',
  base: { mandatory: true },
  filled: '2026-03-29',
  errorText: 'The date cannot be later than today.',
  role: 'group',
  prompt: 'Pick a date',
};

export default {
  title: 'Controls/DATE',
  tags: ['every-look'],
  ...controlMeta(states),
} satisfies ControlMeta;
const stories = controlStates(states);
// Typed in the form's language, whatever the browser's: each state in Swedish (year first),
// Portuguese (day first, slashes) and German (dots), axe at 0 in each.
const dates = dateStates(states);
export const Default: Story = dates.Default;
export const Filled: Story = dates.Filled;
export const Error: Story = dates.Error;
export const Disabled: Story = dates.Disabled;
export const DefaultSv: Story = dates.DefaultSv;
export const FilledSv: Story = dates.FilledSv;
export const ErrorSv: Story = dates.ErrorSv;
export const DisabledSv: Story = dates.DisabledSv;
export const DefaultPt: Story = dates.DefaultPt;
export const FilledPt: Story = dates.FilledPt;
export const ErrorPt: Story = dates.ErrorPt;
export const DisabledPt: Story = dates.DisabledPt;
export const DefaultDe: Story = dates.DefaultDe;
export const FilledDe: Story = dates.FilledDe;
export const ErrorDe: Story = dates.ErrorDe;
export const DisabledDe: Story = dates.DisabledDe;
export const ReadOnly: Story = stories.ReadOnly;

/** A date read from the receipt shows the scanned marker. */
export const Scanned: Story = stories.Scanned;

/** The panel's args render: required, with a message. */
export const WithArgs: Story = stories.WithArgs;
