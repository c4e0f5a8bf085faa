import { isCalendarDate } from '../../core/values/locale/dates';
import { segmentsOf, type DateKind, type PatternPart, type SegmentType } from './datePattern';

/** What the user has typed in each segment: digits, or nothing yet. */
export type DateDraft = Partial<Record<SegmentType, string>>;

/** Where a draft stands: nothing, a whole real date, or what the form must refuse. */
export type DraftStatus = 'empty' | 'whole' | 'partial' | 'impossible';

/** The range and width of each segment. */
export const SEGMENT_LIMITS: Readonly<
  Record<SegmentType, { min: number; max: number; digits: number }>
> = {
  year: { min: 1, max: 9999, digits: 4 },
  month: { min: 1, max: 12, digits: 2 },
  day: { min: 1, max: 31, digits: 2 },
  hour: { min: 0, max: 23, digits: 2 },
  hour12: { min: 1, max: 12, digits: 2 },
  minute: { min: 0, max: 59, digits: 2 },
  // AM (0) or PM (1): typed as a letter, stepped with the arrows; two dashes while empty.
  dayPeriod: { min: 0, max: 1, digits: 2 },
};

const pad = (digits: string, width: number) => digits.padStart(width, '0');
/** What an empty segment shows: a dash per digit. */
export const emptySegment = (type: SegmentType) => '–'.repeat(SEGMENT_LIMITS[type].digits);

/** Whether a pattern's clock is a 12-hour one (its hour is `hour12`, with AM/PM). */
const twelveHour = (pattern: readonly PatternPart[] | undefined) =>
  pattern?.some((part) => part.type === 'hour12') ?? false;

/**
 * A 24-hour draft's hour as a 12-hour clock shows it: `00` is 12 AM, `12` is 12 PM, `13` 1 PM.
 *
 * @example
 * onTwelveHourClock({ hour: '00', minute: '30' }); // { hour12: '12', dayPeriod: '0', minute: '30' }
 */
export function onTwelveHourClock(draft: DateDraft): DateDraft {
  const { hour, ...rest } = draft;
  if (hour === undefined) return draft;
  const value = Number(hour);
  return { ...rest, hour12: pad(String(value % 12 || 12), 2), dayPeriod: value < 12 ? '0' : '1' };
}

/**
 * The draft of an edit value (`yyyy-MM-dd`, or `yyyy-MM-ddTHH:mm` for a date and time); an empty
 * draft for anything else. With the field's pattern, a 12-hour clock's time is drafted as one.
 *
 * @example
 * draftOf('2026-11-20', 'date'); // { year: '2026', month: '11', day: '20' }
 */
export function draftOf(
  edit: unknown,
  kind: DateKind,
  pattern?: readonly PatternPart[],
): DateDraft {
  if (typeof edit !== 'string') return {};
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(edit);
  if (!match || (kind === 'dateTime') !== (match[4] !== undefined)) return {};
  const draft: DateDraft = { year: match[1], month: match[2], day: match[3] };
  if (kind !== 'dateTime') return draft;
  Object.assign(draft, { hour: match[4], minute: match[5] });
  return twelveHour(pattern) ? onTwelveHourClock(draft) : draft;
}

/**
 * A segment's text as shown: padded once typed, dashes while empty. The segment being typed in
 * shows its digits as they are (`2`, not `02`: the next digit may make it `25`). AM/PM shows the
 * locale's name of it (`labels`).
 *
 * @example
 * segmentText({ day: '5' }, 'day', false); // '05'
 */
export function segmentText(
  draft: DateDraft,
  type: SegmentType,
  typing: boolean,
  labels: readonly [string, string] = ['AM', 'PM'],
): string {
  const digits = draft[type];
  if (!digits) return emptySegment(type);
  if (type === 'dayPeriod') return labels[digits === '1' ? 1 : 0];
  return typing ? digits : pad(digits, SEGMENT_LIMITS[type].digits);
}

/**
 * The draft as the field shows it, in the locale's order: `20.11.2026`, `20.11.––––`.
 *
 * @example
 * shownText({ day: '20', month: '11' }, datePattern('de', 'date')); // '20.11.––––'
 */
export function shownText(draft: DateDraft, pattern: readonly PatternPart[]): string {
  let text = '';
  for (const part of pattern)
    text += part.type === 'literal' ? part.text : segmentText(draft, part.type, false, part.labels);
  return text;
}

/**
 * What a draft gives the form: '' when empty, the edit value when whole and real, otherwise the
 * text as shown (which the value codecs refuse as a date, so nothing is sent for it).
 *
 * @example
 * draftEdit({ year: '2026', month: '02', day: '31' }, datePattern('de', 'date'), 'date');
 * // { status: 'impossible', edit: '31.02.2026' }
 */
export function draftEdit(
  draft: DateDraft,
  pattern: readonly PatternPart[],
  kind: DateKind,
): { status: DraftStatus; edit: string } {
  const types = segmentsOf(pattern);
  const filled = types.filter((type) => draft[type]);
  if (filled.length === 0) return { status: 'empty', edit: '' };
  const shown = shownText(draft, pattern);
  if (filled.length < types.length || (draft.year ?? '').length < 4)
    return { status: 'partial', edit: shown };
  const date = `${draft.year}-${pad(draft.month ?? '', 2)}-${pad(draft.day ?? '', 2)}`;
  if (!isCalendarDate(date)) return { status: 'impossible', edit: shown };
  if (kind === 'date') return { status: 'whole', edit: date };
  // 12 AM is 00, 12 PM is 12, 1 PM is 13.
  const hour = twelveHour(pattern)
    ? String((Number(draft.hour12) % 12) + (draft.dayPeriod === '1' ? 12 : 0))
    : (draft.hour ?? '');
  return { status: 'whole', edit: `${date}T${pad(hour, 2)}:${pad(draft.minute ?? '', 2)}` };
}

/**
 * A digit typed into a segment: appended to what this visit typed, or starting anew when that
 * would pass the segment's maximum. `done` when no further digit could fit, so focus moves on.
 *
 * @example
 * typeDigit('2', '5', 'day'); // { digits: '25', done: true }
 * typeDigit('', '4', 'day'); // { digits: '4', done: true }: 40 is no day
 */
export function typeDigit(
  typed: string,
  digit: string,
  type: SegmentType,
): { digits: string; done: boolean } {
  const { max, digits: width } = SEGMENT_LIMITS[type];
  let digits = typed.length >= width ? digit : typed + digit;
  if (Number(digits) > max) digits = digit;
  return { digits, done: digits.length >= width || Number(digits) * 10 > max };
}

/**
 * A segment moved one step up or down with the arrow keys, wrapping within its range (the year
 * does not wrap); an empty segment starts from today's part.
 *
 * @example
 * stepSegment({ month: '12' }, 'month', 1, today); // '01'
 */
export function stepSegment(
  draft: DateDraft,
  type: SegmentType,
  delta: 1 | -1,
  today: Date,
): string {
  const { min, max, digits } = SEGMENT_LIMITS[type];
  const current = draft[type];
  if (!current)
    return type === 'dayPeriod'
      ? String(todayPart(today, type))
      : pad(String(todayPart(today, type)), digits);
  const next = Number(current) + delta;
  if (type === 'year') return pad(String(Math.min(max, Math.max(min, next))), digits);
  const wrapped = next > max ? min : next < min ? max : next;
  return type === 'dayPeriod' ? String(wrapped) : pad(String(wrapped), digits);
}

function todayPart(today: Date, type: SegmentType): number {
  if (type === 'year') return today.getFullYear();
  if (type === 'month') return today.getMonth() + 1;
  if (type === 'day') return today.getDate();
  if (type === 'hour') return today.getHours();
  if (type === 'hour12') return today.getHours() % 12 || 12;
  if (type === 'dayPeriod') return today.getHours() < 12 ? 0 : 1;
  return today.getMinutes();
}

/**
 * Reads a date typed or pasted as one text: ISO (`2026-11-20`, `2026-11-20T14:30`) and
 * `20.11.2026` in every locale (a dotted date with the year last is day first wherever dots are
 * written), or the numbers in the locale's order with any separators (`11/20/2026` in en-US);
 * a text the locale's order cannot read is tried day first, then year first. Null when the text
 * is not a date of this kind. A date pasted into a date-and-time field leaves the time to type.
 *
 * @example
 * readDateText('20.11.2026', datePattern('sv', 'date'), 'date'); // { day: '20', month: '11', year: '2026' }
 */
export function readDateText(
  text: string,
  pattern: readonly PatternPart[],
  kind: DateKind,
): DateDraft | null {
  // A time may end in AM or PM (`2:30 PM`, `2:30 p.m.`), in any locale.
  const period = /\s*([ap])\.?\s?m\.?\s*$/i.exec(text);
  const rest = period ? text.slice(0, period.index) : text;
  // Letters are no date (a pasted sentence, `abc`): refused rather than read as its numbers.
  const iso = /^\s*\d{4}-\d{1,2}-\d{1,2}/.test(rest);
  if (!iso && /[^\d\s./\-,:]/.test(rest)) return null;
  const values = rest.match(/\d+/g) ?? [];
  const time: SegmentType[] = ['hour', 'minute'];
  const dayFirst: SegmentType[] = ['day', 'month', 'year', ...time];
  const yearFirst: SegmentType[] = ['year', 'month', 'day', ...time];
  // The locale's own order reads the hour as a number of hours; AM/PM is read from the letters.
  const own = segmentsOf(pattern)
    .filter((type) => type !== 'dayPeriod')
    .map((type) => (type === 'hour12' ? 'hour' : type));
  const dotted = /^\s*\d{1,2}\.\d{1,2}\.\d{4}/.test(rest);
  const orders = dotted
    ? [dayFirst]
    : iso || (values[0] ?? '').length === 4
      ? [yearFirst]
      : [own, dayFirst];
  for (const order of orders) {
    const draft = draftIn(order, values, kind);
    if (!draft) continue;
    if (draft.hour === undefined) return draft;
    const hour = Number(draft.hour);
    if (period && (hour < 1 || hour > 12)) return null;
    if (period) draft.hour = pad(String((hour % 12) + (/p/i.test(period[1] ?? '') ? 12 : 0)), 2);
    return twelveHour(pattern) ? onTwelveHourClock(draft) : draft;
  }
  return null;
}

/** The numbers read in one order of segments, or null when they do not fit it. */
function draftIn(
  order: readonly SegmentType[],
  values: string[],
  kind: DateKind,
): DateDraft | null {
  const draft: DateDraft = {};
  order.forEach((type, index) => {
    const value = values[index];
    if (value && (kind === 'dateTime' || (type !== 'hour' && type !== 'minute')))
      draft[type] = value;
  });
  if (!draft.year || !draft.month || !draft.day || draft.year.length !== 4) return null;
  for (const type of Object.keys(draft) as SegmentType[]) {
    const value = Number(draft[type]);
    if (value < SEGMENT_LIMITS[type].min || value > SEGMENT_LIMITS[type].max) return null;
  }
  return draft;
}
