import { dateTimeFormat } from '../../core/values/locale/intlFormats';

/**
 * When something was kept, as a person reads it: "14:32" today, "21 Nov 2026, 14:32" before (a
 * draft, a save waiting on the device).
 *
 * @example
 * formatMessage(messages.saveQueuedFound, { time: savedAtText(queued.at, locale) });
 */
export function savedAtText(time: number, locale: string): string {
  const date = new Date(time);
  const today = new Date().toDateString() === date.toDateString();
  return dateTimeFormat(
    locale,
    today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(date);
}
