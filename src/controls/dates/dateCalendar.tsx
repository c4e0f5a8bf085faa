import { todayOf } from '../../core/values/locale/dates';
import { dateTimeFormat } from '../../core/values/locale/intlFormats';
import { addMonths, firstDayOfWeek, monthWeeks } from './calendarMonth';
import type { DateFieldMemory } from './dateFieldMemory';

const utc = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/**
 * The open calendar of a date field: a month as a keyboard-usable grid (the WAI-ARIA date picker
 * dialog pattern): arrows move a day or a week, PageUp / PageDown a month (with Shift a year),
 * Home / End to the week's start and end, Enter or Space picks, Escape closes. Days after the
 * field's limit are shown but unavailable. Markup only: its state is the field's memory.
 *
 * @example
 * {memory.calendar !== null ? dateCalendar(memory, selected) : null}
 */
export function dateCalendar(memory: DateFieldMemory, selected: string | null) {
  const { props, on } = memory;
  const { locale, messages, id } = props;
  const focused = memory.calendar ?? todayOf(props.now());
  const today = todayOf(props.now());
  const max = props.item.allowFutureDates ? null : props.max;
  const unavailable = (date: string) => max !== null && date > max;
  const firstDay = firstDayOfWeek(locale);
  const titleId = `${id}-calendar-title`;
  const long = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const weekdayName = (style: 'short' | 'long', index: number) =>
    dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(
      // 2026-11-01 is a Sunday.
      Date.UTC(2026, 10, 1 + ((firstDay + index) % 7)),
    );
  return (
    <div className="ef-calendar" role="dialog" aria-labelledby={titleId}>
      <div className="ef-calendar-head">
        <button
          type="button"
          className="ef-calendar-nav"
          aria-label={messages.previousMonth}
          onClick={() => on.moveCalendar(addMonths(focused, -1))}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className="ef-calendar-title" id={titleId} aria-live="polite">
          {dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            utc(focused),
          )}
        </h2>
        <button
          type="button"
          className="ef-calendar-nav"
          aria-label={messages.nextMonth}
          onClick={() => on.moveCalendar(addMonths(focused, 1))}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table role="grid" aria-labelledby={titleId} onKeyDown={on.calendarKey}>
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
                    aria-selected={date === selected}
                    aria-disabled={unavailable(date) || undefined}
                  >
                    <button
                      ref={date === focused ? on.focusDay : undefined}
                      type="button"
                      className="ef-calendar-day"
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={long.format(utc(date))}
                      aria-current={date === today ? 'date' : undefined}
                      aria-disabled={unavailable(date) || undefined}
                      onClick={() => {
                        if (!unavailable(date)) on.pick(date);
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
