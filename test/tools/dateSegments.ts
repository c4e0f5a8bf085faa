import { screen, within } from '@testing-library/react';

/**
 * What a segmented date field shows, read as a user's screen reader hears it: each spin button
 * by its English name (`year`, `month`, `day`, `hour`, `minute`, `AM/PM`) and value, put together as
 * `yyyy-MM-dd` or `yyyy-MM-ddTHH:mm` ('' while empty).
 *
 * @example
 * expect(await shownDate(/^Purchase date/)).toBe('2026-03-29');
 */
export async function shownDate(name: string | RegExp): Promise<string> {
  const group = await screen.findByRole('group', { name });
  const parts: Record<string, string> = {};
  for (const segment of within(group).getAllByRole('spinbutton')) {
    const value = segment.getAttribute('aria-valuenow');
    if (value) parts[segment.getAttribute('aria-label') ?? ''] = value;
  }
  if (!parts.year) return '';
  const two = (part: string | undefined) => (part ?? '').padStart(2, '0');
  const date = `${parts.year}-${two(parts.month)}-${two(parts.day)}`;
  if (parts.hour === undefined) return date;
  // A 12-hour clock (English): its hour is 1–12 and its `AM/PM` segment 0 (AM) or 1 (PM).
  const period = parts['AM/PM'];
  const hour =
    period === undefined ? parts.hour : String((Number(parts.hour) % 12) + 12 * Number(period));
  return `${date}T${two(hour)}:${two(parts.minute)}`;
}

/**
 * A segmented date field's first segment, where focus goes to type or paste a date.
 *
 * @example
 * await user.click(await firstSegment('Departure'));
 * await user.paste('2026-03-29T01:30');
 */
export async function firstSegment(name: string | RegExp): Promise<HTMLElement> {
  const group = await screen.findByRole('group', { name });
  const [first] = within(group).getAllByRole('spinbutton');
  if (!first) throw new Error(`The date field ${String(name)} has no segments.`);
  return first;
}
