import type { DateCalendarModel } from '../../controls/dates/calendarModel';
import { buttonBase, buttonSize, buttonVariant } from './classes';
import { cn } from './cn';

/**
 * shadcn's `Calendar` look (`data-slot="calendar"`, ghost day buttons, the selected day in
 * `bg-primary`, today in `bg-accent`) drawn over the calendar model `useDateControl` gives: the
 * keys, the limit and the choice are the model's, not react-day-picker's.
 *
 * @example
 * {date.calendar ? <ShadcnCalendar calendar={date.calendar} /> : null}
 */
export function ShadcnCalendar({ calendar }: { calendar: DateCalendarModel }) {
  const nav = cn(
    buttonBase,
    buttonVariant.ghost,
    'size-8 p-0 select-none aria-disabled:opacity-50',
  );
  return (
    <div
      data-slot="calendar"
      className="bg-background text-popover-foreground absolute top-full left-0 z-50 mt-1 w-fit rounded-md border p-3 shadow-md"
      {...calendar.dialogProps}
    >
      <div className="relative flex h-8 w-full items-center justify-between gap-1">
        <button data-slot="button" className={nav} {...calendar.prevProps}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className="text-sm font-medium select-none" {...calendar.titleProps}>
          {calendar.title}
        </h2>
        <button data-slot="button" className={nav} {...calendar.nextProps}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table className="mt-2 w-full border-collapse" {...calendar.gridProps}>
        <thead>
          <tr className="flex">
            {calendar.weekdays.map((day, index) => (
              <th
                key={index}
                scope="col"
                abbr={day.long}
                className="text-muted-foreground w-8 flex-1 rounded-md text-[0.8rem] font-normal select-none"
              >
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''} className="mt-2 flex w-full">
              {week.map((date, index) => (
                <td
                  key={date ?? index}
                  className="relative aspect-square size-8 p-0 text-center select-none"
                  {...calendar.getCellProps(date)}
                >
                  {date === null ? null : (
                    <button
                      data-slot="button"
                      data-day={date}
                      data-selected-single={calendar.selected === date || undefined}
                      className={cn(
                        buttonBase,
                        buttonVariant.ghost,
                        buttonSize.icon,
                        'aria-[current=date]:bg-accent aria-[current=date]:text-accent-foreground data-[selected-single=true]:bg-primary data-[selected-single=true]:text-primary-foreground aria-disabled:text-muted-foreground flex aspect-square size-8 min-w-8 flex-col gap-1 leading-none font-normal aria-disabled:opacity-50',
                      )}
                      {...calendar.getDayProps(date)}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
