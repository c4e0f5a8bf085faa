import { dateTimeFormat } from '../../core/values/intlFormats';

/** An editable part of a date field. */
export type SegmentType = 'year' | 'month' | 'day' | 'hour' | 'minute';

/** One piece of a locale's numeric date: a segment, or the text between two. */
export type PatternPart = { type: SegmentType } | { type: 'literal'; text: string };

/** Whether a field holds a date, or a date and a time of day. */
export type DateKind = 'date' | 'dateTime';

const SEGMENT_TYPES = new Set<string>(['year', 'month', 'day', 'hour', 'minute']);
const patterns = new Map<string, readonly PatternPart[]>();

/**
 * The order of a locale's numeric date (and time), read from `Intl` so every language a form
 * names is served without a table of our own: `sv` 2026-11-27, `de` 27.11.2026, `fr` 27/11/2026,
 * `en-US` 11/27/2026. The clock is 24-hour everywhere (no AM/PM segment; ARCHITECTURE.md "Dates").
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
  if (kind === 'dateTime')
    Object.assign(options, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts: PatternPart[] = [];
  for (const part of dateTimeFormat(locale, options).formatToParts(Date.UTC(2026, 10, 27, 13, 45)))
    parts.push(
      SEGMENT_TYPES.has(part.type)
        ? { type: part.type as SegmentType }
        : { type: 'literal', text: part.value },
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
