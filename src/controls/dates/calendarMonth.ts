/**
 * Calendar arithmetic on `yyyy-MM-dd` dates, done in UTC so no zone or DST change ever moves a
 * day (ARCHITECTURE.md "Values": a DATE never shifts).
 */

const DAY_MS = 86_400_000;
const toTime = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * A date some days later (or earlier, with a negative count).
 *
 * @example
 * addDays('2026-11-30', 1); // '2026-12-01'
 */
export function addDays(date: string, days: number): string {
  return fromTime(toTime(date) + days * DAY_MS);
}

/**
 * The same day some months later, kept within the shorter month (31 January + 1 → 28 February).
 *
 * @example
 * addMonths('2026-01-31', 1); // '2026-02-28'
 */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const first = new Date(Date.UTC(year, month, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(Number(date.slice(8, 10)), last));
  return fromTime(first.getTime());
}

/** Day of the week, 0 for Sunday. */
export const weekday = (date: string) => new Date(toTime(date)).getUTCDay();

/**
 * The first day of a locale's week (0 Sunday, 1 Monday), from `Intl.Locale` where the runtime
 * knows it; otherwise Sunday in the United States and Monday elsewhere.
 *
 * @example
 * firstDayOfWeek('en-US'); // 0
 */
export function firstDayOfWeek(locale: string): number {
  const intl = new Intl.Locale(locale) as Intl.Locale & {
    getWeekInfo?: () => { firstDay: number };
    weekInfo?: { firstDay: number };
  };
  const info = intl.getWeekInfo?.() ?? intl.weekInfo;
  if (info) return info.firstDay % 7;
  return (intl.maximize().region ?? '') === 'US' ? 0 : 1;
}

/**
 * The weeks of a month, each seven dates or null for a day of another month.
 *
 * @example
 * monthWeeks('2026-11-20', 1)[0]; // [null, null, null, null, null, null, '2026-11-01']
 */
export function monthWeeks(date: string, firstDay: number): (string | null)[][] {
  const first = `${date.slice(0, 7)}-01`;
  const month = date.slice(0, 7);
  const weeks: (string | null)[][] = [];
  let day = addDays(first, -((weekday(first) - firstDay + 7) % 7));
  while (weeks.length === 0 || day.slice(0, 7) === month) {
    const week: (string | null)[] = [];
    for (let index = 0; index < 7; index += 1) {
      week.push(day.slice(0, 7) === month ? day : null);
      day = addDays(day, 1);
    }
    weeks.push(week);
  }
  return weeks;
}
