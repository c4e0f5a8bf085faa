import type { ValueProblem } from './codecs';
import { formatMessage } from './formatMessage';

/**
 * The English text of every client check (a {@link ValueProblem} code), with `{name}`
 * placeholders. The one source of these strings: the session words its messages with it when no
 * React form passes its own wording, and `i18n/messages.ts` builds its English table from it
 * (ARCHITECTURE.md "Rooms": core may not import i18n).
 *
 * @example
 * PROBLEM_TEXT.guestName; // 'Guest {row} needs a name.'
 */
export const PROBLEM_TEXT: Readonly<Record<ValueProblem['code'], string>> = Object.freeze({
  required: 'This field is required.',
  number: 'Enter a number.',
  integer: 'Enter a whole number.',
  decimals: 'Use at most {max, one {# decimal} other {# decimals}}.',
  date: 'Enter a valid date.',
  nonexistentTime: 'This time does not exist on that day in your time zone (the clocks change).',
  futureDate: 'The date cannot be later than today.',
  email: '{email} is not a valid e-mail address.',
  url: 'Enter a link that starts with http:// or https://.',
  guestName: 'Guest {row} needs a name.',
});

/**
 * The English text of a client check: the session's wording when none is given (a count in
 * English forms, `formatMessage`).
 *
 * @example
 * problemText({ code: 'decimals', params: { max: 2 } }); // 'Use at most 2 decimals.'
 */
export function problemText(problem: ValueProblem): string {
  return formatMessage(PROBLEM_TEXT[problem.code], problem.params);
}
