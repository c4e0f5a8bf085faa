import { dateTimeFormat } from '../../core/values/locale/intlFormats';
import { dayPeriodLabels, type SegmentType } from './datePattern';

const names = new Map<string, Intl.DisplayNames | null>();

/**
 * A segment's name in the form's language (`Tag`, `dag`, `day`), from `Intl.DisplayNames`, so
 * every language is served without strings of our own; the English word where the runtime has
 * no such names.
 *
 * @example
 * segmentName('de', 'day'); // 'Tag'
 */
export function segmentName(locale: string, type: SegmentType): string {
  if (!names.has(locale)) {
    let display: Intl.DisplayNames | null = null;
    try {
      display = new Intl.DisplayNames(locale, { type: 'dateTimeField' });
    } catch {
      // An older runtime without date-time field names.
    }
    names.set(locale, display);
  }
  // The 12-hour clock's hour is named as any hour.
  const field = type === 'hour12' ? 'hour' : type;
  return names.get(locale)?.of(field) ?? field;
}

/**
 * What a screen reader says for a filled segment: the number, and the month's name for a month
 * (`11 – November`), as React Aria says it.
 *
 * @example
 * segmentValueText('sv', 'month', '11'); // '11 – november'
 */
export function segmentValueText(locale: string, type: SegmentType, digits: string): string {
  if (type === 'dayPeriod') return dayPeriodLabels(locale)[digits === '1' ? 1 : 0];
  const text = type === 'year' ? digits : digits.padStart(2, '0');
  if (type !== 'month') return text;
  const month = dateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2026, Number(digits) - 1, 1),
  );
  return `${text} – ${month}`;
}
