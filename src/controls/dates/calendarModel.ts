import type { KeyboardEvent, MouseEventHandler, ReactNode } from 'react';
import { todayOf } from '../../core/values/locale/dates';
import { dateTimeFormat } from '../../core/values/locale/intlFormats';
import { addMonths, firstDayOfWeek, monthWeeks } from './calendarMonth';
import type { DateFieldMemory } from './dateFieldMemory';

/** A navigation button of the open calendar (previous or next month): its props, to spread. */
export interface CalendarNavProps {
  type: 'button';
  'aria-label': string;
  onClick: MouseEventHandler<HTMLElement>;
}

/** A day of the open calendar: the props of its button, to spread (its number is `children`). */
export interface CalendarDayProps {
  ref: ((element: HTMLElement | null) => void) | undefined;
  type: 'button';
  tabIndex: number;
  'aria-label': string;
  'aria-current': 'date' | undefined;
  'aria-disabled': true | undefined;
  onClick: MouseEventHandler<HTMLElement>;
  children: ReactNode;
}

/**
 * The open calendar of a date field, whatever draws it: the month shown, the weekday names in the
 * form's locale, the weeks, and prop getters for the dialog, the grid, its cells and days. The
 * behaviour is the WAI-ARIA date picker dialog's: arrows move a day or a week, PageUp / PageDown a
 * month (with Shift a year), Home / End to the week's start and end, Enter or Space picks, Escape
 * closes. Days after the field's limit are shown but unavailable.
 */
export interface DateCalendarModel {
  /** The title's id, which names the dialog and the grid. */
  titleId: string;
  /** The month shown (`November 2026`). */
  title: string;
  /** The title's props (`id`, and `aria-live`: the month is announced as it moves). */
  titleProps: { id: string; 'aria-live': 'polite' };
  /** The weekdays from the locale's first day of the week: short, and long for `abbr`. */
  weekdays: readonly { short: string; long: string }[];
  /** The month's weeks, `yyyy-MM-dd` days with null where a week has no day of the month. */
  weeks: readonly (string | null)[][];
  /** The day with focus in the grid. */
  focused: string;
  /** The day the field holds, else null. */
  selected: string | null;
  /** The dialog around it all; its ref lets focus inside it count as inside the field. */
  dialogProps: {
    ref: (element: HTMLElement | null) => void;
    role: 'dialog';
    'aria-labelledby': string;
    'data-ef-part': 'calendar';
  };
  /** The grid (a `table`): it takes the calendar's keys. */
  gridProps: {
    role: 'grid';
    'aria-labelledby': string;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
  prevProps: CalendarNavProps;
  nextProps: CalendarNavProps;
  /** A cell of the grid (a `td`), a day or null for an empty one. */
  getCellProps(date: string | null): {
    role: 'gridcell';
    'aria-selected'?: boolean;
    'aria-disabled'?: true | undefined;
  };
  getDayProps(date: string): CalendarDayProps;
}

const utc = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

/**
 * The calendar model of a date field whose calendar is open; its state is the field's memory
 * (ARCHITECTURE.md "Dates"), so it adds no hook.
 *
 * @example
 * const calendar = memory.calendar !== null ? calendarModel(memory, selected) : null;
 */
export function calendarModel(memory: DateFieldMemory, selected: string | null): DateCalendarModel {
  const { props, on } = memory;
  const { locale, messages, id } = props;
  const today = todayOf(props.now());
  const focused = memory.calendar ?? today;
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
  const nav = (label: string, months: number): CalendarNavProps => ({
    type: 'button',
    'aria-label': label,
    onClick: () => on.moveCalendar(addMonths(focused, months)),
  });
  return {
    titleId,
    title: dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      utc(focused),
    ),
    titleProps: { id: titleId, 'aria-live': 'polite' },
    weekdays: [0, 1, 2, 3, 4, 5, 6].map((index) => ({
      short: weekdayName('short', index),
      long: weekdayName('long', index),
    })),
    weeks: monthWeeks(focused, firstDay),
    focused,
    selected,
    dialogProps: {
      ref: on.calendar,
      role: 'dialog',
      'aria-labelledby': titleId,
      'data-ef-part': 'calendar',
    },
    gridProps: { role: 'grid', 'aria-labelledby': titleId, onKeyDown: on.calendarKey },
    prevProps: nav(messages.previousMonth, -1),
    nextProps: nav(messages.nextMonth, 1),
    getCellProps: (date) =>
      date === null
        ? { role: 'gridcell' }
        : {
            role: 'gridcell',
            'aria-selected': date === selected,
            'aria-disabled': unavailable(date) || undefined,
          },
    getDayProps: (date) => ({
      ref: date === focused ? on.focusDay : undefined,
      type: 'button',
      tabIndex: date === focused ? 0 : -1,
      'aria-label': long.format(utc(date)),
      'aria-current': date === today ? 'date' : undefined,
      'aria-disabled': unavailable(date) || undefined,
      onClick: () => {
        if (!unavailable(date)) on.pick(date);
      },
      children: Number(date.slice(8, 10)),
    }),
  };
}
