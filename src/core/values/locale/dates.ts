import { format, isValid, parse, parseISO } from 'date-fns';
import { dateTimeFormat } from './intlFormats';

/**
 * The calendar and clock conversions of ARCHITECTURE.md "Values", with date-fns. Edit values are what
 * native `<input type="date">` (`yyyy-MM-dd`) and `<input type="datetime-local">`
 * (`yyyy-MM-ddTHH:mm`) hold, in the user's time zone.
 */

/**
 * Edit format of a date input.
 *
 * @example
 * format(date, DATE_EDIT); // '2026-03-29'
 */
export const DATE_EDIT = 'yyyy-MM-dd';
/**
 * Edit format of a datetime-local input.
 *
 * @example
 * format(date, DATE_TIME_EDIT); // '2026-03-29T01:30'
 */
export const DATE_TIME_EDIT = "yyyy-MM-dd'T'HH:mm";

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_CLOCK_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** A calendar date or wall-clock reading, split into its parts. */
interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsOf(text: string, withTime: boolean): Parts | null {
  const match = (withTime ? WALL_CLOCK_PATTERN : DATE_PATTERN).exec(text);
  if (!match) return null;
  // Indexed reads: two hundred date fields split theirs at mount (no iterator per field).
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const hour = Number(match[4] ?? 0);
  const minute = Number(match[5] ?? 0);
  const second = Number(match[6] ?? 0);
  const parts = { year, month, day, hour, minute, second };
  // Checked in UTC: a calendar date or wall-clock time is valid whatever the zone's clock does.
  const probe = new Date(Date.UTC(parts.year, parts.month - 1, parts.day, hour, minute, second));
  if (
    probe.getUTCFullYear() !== parts.year ||
    probe.getUTCMonth() !== parts.month - 1 ||
    probe.getUTCDate() !== parts.day ||
    probe.getUTCHours() !== hour ||
    probe.getUTCMinutes() !== minute ||
    probe.getUTCSeconds() !== second
  ) {
    return null;
  }
  return parts;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * True for a real calendar date `yyyy-MM-dd` (2026-02-30 is not).
 *
 * @example
 * isCalendarDate('2024-02-29'); // true
 */
export function isCalendarDate(text: string): boolean {
  return partsOf(text, false) !== null;
}

/**
 * The calendar date part of a wire DATE. A full timestamp keeps its written date: a DATE never
 * shifts a day in any zone.
 *
 * @example
 * calendarDateOf('2026-03-01T00:00:00Z'); // '2026-03-01'
 */
export function calendarDateOf(wire: string): string {
  return wire.slice(0, 10);
}

/**
 * Today's calendar date in the user's zone, `yyyy-MM-dd`.
 *
 * @example
 * todayOf(new Date()); // '2026-11-21'
 */
export function todayOf(now: Date): string {
  // Every date field asks on each render: plain arithmetic, not a format pattern parsed each time.
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Formats a calendar date for display in a locale, with no zone shift.
 *
 * @example
 * displayCalendarDate('2026-03-29', 'sv'); // '29 mars 2026'
 */
export function displayCalendarDate(date: string, locale: string): string {
  return spelledOut(partsOf(calendarDateOf(date), false), locale) ?? date;
}

/**
 * A DATE control's echo of its value: the date spelled out in the locale, or '' for a value that
 * is not a `yyyy-MM-dd` calendar date (read once: two hundred date fields echo at mount).
 *
 * @example
 * calendarDateEcho('2026-03-29', 'sv'); // '29 mars 2026'
 * calendarDateEcho('2026-3-29', 'sv'); // ''
 */
export function calendarDateEcho(text: string, locale: string): string {
  return spelledOut(partsOf(text, false), locale) ?? '';
}

function spelledOut(parts: Parts | null, locale: string): string | null {
  if (!parts) return null;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    Date.UTC(parts.year, parts.month - 1, parts.day),
  );
}

/**
 * Reads a wire instant (ISO 8601 with `Z` or an offset) into a Date, or null.
 *
 * @example
 * readInstant('2026-03-29T00:30:00Z');
 */
export function readInstant(wire: string): Date | null {
  const date = parseISO(wire);
  return isValid(date) ? date : null;
}

/**
 * Writes an instant as ISO 8601 UTC without milliseconds: `2026-03-29T00:30:00Z`.
 *
 * @example
 * writeInstant(new Date(Date.UTC(2026, 2, 29, 0, 30))); // '2026-03-29T00:30:00Z'
 */
export function writeInstant(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * An instant as the user's wall clock, for a datetime-local input.
 *
 * @example
 * instantToLocalEdit(new Date('2026-03-29T00:30:00Z')); // '2026-03-29T01:30' in Stockholm
 */
export function instantToLocalEdit(date: Date): string {
  return format(date, DATE_TIME_EDIT);
}

/** Why a local wall-clock reading is not one instant. */
export type LocalTimeProblem = 'invalid' | 'nonexistent';

/**
 * Reads the user's wall-clock time from a datetime-local value as an instant. A time that the
 * clock skips (spring forward) does not exist and is reported, never silently moved.
 *
 * @example
 * localEditToInstant('2026-03-29T02:30'); // { ok: false, problem: 'nonexistent' } in Stockholm
 */
export function localEditToInstant(
  edit: string,
): { ok: true; date: Date } | { ok: false; problem: LocalTimeProblem } {
  const parts = partsOf(edit, true);
  if (!parts) return { ok: false, problem: 'invalid' };
  const date = parse(edit.slice(0, 16).replace(' ', 'T'), DATE_TIME_EDIT, new Date(0));
  if (!isValid(date)) return { ok: false, problem: 'invalid' };
  if (
    date.getHours() !== parts.hour ||
    date.getMinutes() !== parts.minute ||
    date.getDate() !== parts.day
  ) {
    return { ok: false, problem: 'nonexistent' };
  }
  return { ok: true, date };
}

/**
 * Reads `yyyy-MM-dd HH:mm` in UTC, the subsistence-allowance format (spec 2.7), as an instant.
 *
 * @example
 * readUtcMinutes('2026-03-29 00:30'); // Date of 2026-03-29T00:30:00Z
 */
export function readUtcMinutes(wire: string): Date | null {
  const parts = partsOf(wire, true);
  if (!parts) return null;
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute));
}

/**
 * Writes an instant as `yyyy-MM-dd HH:mm` in UTC (spec 2.7, subsistence allowance).
 *
 * @example
 * writeUtcMinutes(new Date('2026-03-29T00:30:00Z')); // '2026-03-29 00:30'
 */
export function writeUtcMinutes(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/**
 * Checks a wall-clock reading with no zone (LOCAL_DATE_TIME): valid date, valid time.
 *
 * @example
 * isWallClock('2026-03-29T02:30'); // true: no zone, so no DST gap
 */
export function isWallClock(text: string): boolean {
  return partsOf(text, true) !== null;
}

/**
 * A LOCAL_DATE_TIME value as a datetime-local edit value (`yyyy-MM-ddTHH:mm`).
 *
 * @example
 * wallClockToEdit('2026-03-29T02:30:00'); // '2026-03-29T02:30'
 */
export function wallClockToEdit(wire: string): string {
  return wire.slice(0, 16).replace(' ', 'T');
}

/**
 * Formats a wall-clock reading for display in a locale, with no zone conversion.
 *
 * @example
 * displayWallClock('2026-03-29T02:30', 'en'); // 'Mar 29, 2026, 2:30 AM'
 */
export function displayWallClock(text: string, locale: string): string {
  const parts = partsOf(wallClockToEdit(text), true);
  if (!parts) return text;
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)));
}

/**
 * Formats an instant for display in the user's zone.
 *
 * @example
 * displayInstant(new Date(), 'pt');
 */
export function displayInstant(date: Date, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
