import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { dateTimeFormat } from '../../core/values/intlFormats';
import { todayOf } from '../../core/values/dates';
import type { FormMessages } from '../../i18n/messages';
import { addDays, addMonths, firstDayOfWeek, monthWeeks, weekday } from './calendarMonth';

/** Props of {@link DateCalendar}. */
export interface DateCalendarProps {
  /** The field's date (`yyyy-MM-dd`), or null. */
  selected: string | null;
  /** The latest day offered, or null for none. */
  max: string | null;
  today: Date;
  locale: string;
  messages: FormMessages;
  onPick(date: string): void;
  /** Escape, or a click outside. */
  onClose(): void;
}

const utc = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/**
 * A month as a keyboard-usable grid (WAI-ARIA date picker dialog pattern): arrows move a day or a
 * week, PageUp / PageDown a month, Home / End to the week's start and end, Enter or Space picks,
 * Escape closes. Days after `max` are offered but marked unavailable.
 *
 * @example
 * <DateCalendar selected="2026-11-20" max={null} today={new Date()} locale="de" messages={messages} onPick={pick} onClose={close} />
 */
export function DateCalendar(props: DateCalendarProps) {
  const { locale, messages, max } = props;
  const today = todayOf(props.today);
  const [focused, setFocused] = useState(props.selected ?? (max && max < today ? max : today));
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const firstDay = firstDayOfWeek(locale);
  useEffect(() => {
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [focused]);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!dialog.current?.parentElement?.contains(target)) props.onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  });

  const unavailable = (date: string) => max !== null && date > max;
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      PageUp: () => addMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addMonths(focused, event.shiftKey ? 12 : 1),
      Home: () => addDays(focused, -((weekday(focused) - firstDay + 7) % 7)),
      End: () => addDays(focused, 6 - ((weekday(focused) - firstDay + 7) % 7)),
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      return props.onClose();
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setFocused(move());
  };

  const title = dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    utc(focused),
  );
  const long = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weekdayName = (style: 'short' | 'long', index: number) =>
    dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
      // 2026-11-01 is a Sunday.
      Date.UTC(2026, 10, 1 + ((firstDay + index) % 7)),
    );
  return (
    <div ref={dialog} className="ef-calendar" role="dialog" aria-labelledby={titleId}>
      <div className="ef-calendar-head">
        <button
          type="button"
          className="ef-calendar-nav"
          aria-label={messages.previousMonth}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className="ef-calendar-title" id={titleId} aria-live="polite">
          {title}
        </h2>
        <button
          type="button"
          className="ef-calendar-nav"
          aria-label={messages.nextMonth}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {[0, 1, 2, 3, 4, 5, 6].map((index) => (
              <th key={index} scope="col" abbr={weekdayName('long', index)}>
                {weekdayName('short', index)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused, firstDay).map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) =>
                date === null ? (
                  <td key={index} role="gridcell" />
                ) : (
                  <td
                    key={date}
                    role="gridcell"
                    aria-selected={date === props.selected}
                    aria-disabled={unavailable(date) || undefined}
                  >
                    <button
                      type="button"
                      className="ef-calendar-day"
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={long.format(utc(date))}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={unavailable(date) || undefined}
                      onClick={() => {
                        if (!unavailable(date)) props.onPick(date);
                      }}
                    >
                      {Number(date.slice(8, 10))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
