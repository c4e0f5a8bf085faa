import type { DateCalendarModel } from './calendarModel';

/**
 * The default look's open calendar: the markup over the calendar model `useDateControl` gives
 * (its behaviour is the model's, ARCHITECTURE.md "Control types").
 *
 * @example
 * {date.calendar ? dateCalendar(date.calendar) : null}
 */
export function dateCalendar(calendar: DateCalendarModel) {
  return (
    <div className="ef-calendar" {...calendar.dialogProps}>
      <div className="ef-calendar-head">
        <button className="ef-calendar-nav" {...calendar.prevProps}>
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className="ef-calendar-title" {...calendar.titleProps}>
          {calendar.title}
        </h2>
        <button className="ef-calendar-nav" {...calendar.nextProps}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table {...calendar.gridProps}>
        <thead>
          <tr>
            {calendar.weekdays.map((day, index) => (
              <th key={index} scope="col" abbr={day.long}>
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, index) => (
                <td key={date ?? index} {...calendar.getCellProps(date)}>
                  {date === null ? null : (
                    <button className="ef-calendar-day" {...calendar.getDayProps(date)} />
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
