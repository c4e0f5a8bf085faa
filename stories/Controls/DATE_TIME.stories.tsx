import {
  controlMeta,
  controlStates,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';
import { dateStates } from '../support/dateStories';

const states = {
  controlType: 'DATE_TIME',
  label: 'Departure',
  filled: '2026-03-29T00:30:00Z',
  errorText: 'The departure must be before the return.',
  role: 'group',
  prompt: 'Pick the departure time.',
};

export default {
  title: 'Controls/DATE_TIME',
  tags: ['every-look'],
  ...controlMeta(states),
} satisfies ControlMeta;
const stories = controlStates(states);
// Typed in the form's language, whatever the browser's: each state in Swedish (year first),
// Portuguese (day first, slashes), German (dots) and American English (AM/PM), axe at 0 in each.
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
// American English: a 12-hour clock, so the time ends in an AM/PM spin button.
export const DefaultUs: Story = dates.DefaultUs;
export const FilledUs: Story = dates.FilledUs;
export const ErrorUs: Story = dates.ErrorUs;
export const DisabledUs: Story = dates.DisabledUs;
export const ReadOnly: Story = stories.ReadOnly;

/** The panel's args render: required, with a message. */
export const WithArgs: Story = stories.WithArgs;
