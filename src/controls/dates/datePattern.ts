import { dateTimeFormat } from '../../core/values/locale/intlFormats';

/**
 * An editable part of a date field. A 12-hour clock's hour (1–12) is `hour12`, followed by its
 * `dayPeriod` (AM or PM, held as `0` or `1`); a 24-hour clock's is `hour` (0–23).
 */
export type SegmentType = 'year' | 'month' | 'day' | 'hour' | 'hour12' | 'minute' | 'dayPeriod';

/**
 * One piece of a locale's numeric date: a segment, or the text between two. An AM/PM segment
 * carries the locale's names of the two (`labels`).
 */
export type PatternPart =
  { type: SegmentType; labels?: readonly [string, string] } | { type: 'literal'; text: string };

/** Whether a field holds a date, or a date and a time of day. */
export type DateKind = 'date' | 'dateTime';

const SEGMENT_TYPES = new Set<string>(['year', 'month', 'day', 'hour', 'minute', 'dayPeriod']);
const patterns = new Map<string, readonly PatternPart[]>();
const clocks = new Map<string, boolean>();
const periods = new Map<string, readonly [string, string]>();

/**
 * Whether the locale's clock is a 12-hour one (`en-US`: 1:45 PM), from `Intl`.
 *
 * @example
 * twelveHourClock('en-US'); // true; twelveHourClock('de'); // false
 */
export function twelveHourClock(locale: string): boolean {
  let twelve = clocks.get(locale);
  if (twelve === undefined) {
    const { hourCycle } = dateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions();
    twelve = hourCycle === 'h12' || hourCycle === 'h11';
    clocks.set(locale, twelve);
  }
  return twelve;
}

/**
 * The locale's names of the morning and the afternoon (`AM`, `PM` in `en-US`), from `Intl`.
 *
 * @example
 * dayPeriodLabels('en-US'); // ['AM', 'PM']
 */
export function dayPeriodLabels(locale: string): readonly [string, string] {
  let labels = periods.get(locale);
  if (!labels) {
    const format = dateTimeFormat(locale, { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' });
    const label = (hour: number) =>
      format.formatToParts(Date.UTC(2026, 10, 27, hour)).find((p) => p.type === 'dayPeriod')
        ?.value ?? (hour < 12 ? 'AM' : 'PM');
    labels = [label(9), label(15)];
    periods.set(locale, labels);
  }
  return labels;
}

/**
 * The order of a locale's numeric date (and time), read from `Intl` so every language a form
 * names is served without a table of our own: `sv` 2026-11-27, `de` 27.11.2026, `fr` 27/11/2026,
 * `en-US` 11/27/2026. The time follows the locale's clock: 24-hour (`14:30`), or 12-hour with an
 * AM/PM segment where the locale writes it so (`en-US` `02:30 PM`; ARCHITECTURE.md "Dates").
 *
 * @example
 * datePattern('de', 'date'); // day '.' month '.' year
 */
export function datePattern(locale: string, kind: DateKind): readonly PatternPart[] {
  const key = `${locale}|${kind}`;
  const known = patterns.get(key);
  if (known) return known;
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  };
  const twelve = kind === 'dateTime' && twelveHourClock(locale);
  if (kind === 'dateTime')
    Object.assign(options, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: twelve ? 'h12' : 'h23',
    });
  const parts: PatternPart[] = [];
  for (const part of dateTimeFormat(locale, options).formatToParts(Date.UTC(2026, 10, 27, 13, 45)))
    parts.push(
      !SEGMENT_TYPES.has(part.type)
        ? { type: 'literal', text: part.value }
        : part.type === 'dayPeriod'
          ? { type: 'dayPeriod', labels: dayPeriodLabels(locale) }
          : { type: part.type === 'hour' && twelve ? 'hour12' : (part.type as SegmentType) },
    );
  patterns.set(key, parts);
  return parts;
}

/**
 * The segments of a pattern, in the locale's order.
 *
 * @example
 * segmentsOf(datePattern('en-US', 'date')); // ['month', 'day', 'year']
 */
export function segmentsOf(pattern: readonly PatternPart[]): SegmentType[] {
  const types: SegmentType[] = [];
  for (const part of pattern) if (part.type !== 'literal') types.push(part.type);
  return types;
}
