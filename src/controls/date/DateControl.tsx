import type { ControlProps } from '../../registry/types';
import { dateCalendar } from '../dates/dateCalendar';
import { useDateControl, type DateControlResult } from './useDateControl';

/**
 * DATE, DATE_TIME and LOCAL_DATE_TIME in the default look: the markup over `useDateControl`,
 * which holds the behaviour and picks what the field holds by its controlType (ARCHITECTURE.md
 * "Dates"). A DATE is a calendar date `yyyy-MM-dd` that never shifts with the time zone, echoed
 * spelled out; a DATE_TIME an instant shown in the user's time zone, which is named next to it; a
 * LOCAL_DATE_TIME a wall-clock time with no zone. Without `allowFutureDates`, the calendar offers
 * days up to today in the user's zone. It draws the same in the first render on the server and in
 * the browser: there is no stand-in and no second pass.
 *
 * @example
 * <DateControl {...controlProps} />
 */
export function DateControl(props: ControlProps) {
  return dateMarkup(useDateControl(props));
}

/**
 * The default look's markup over a date hook's result: what `DateControl` and the deprecated
 * `DateTimeControl` draw.
 *
 * @example
 * return dateMarkup(useDateControl(props, 'dateTime'));
 */
export function dateMarkup(date: DateControlResult) {
  return (
    <div className="ef-date">
      <div className="ef-date-control" {...date.rootProps}>
        <div className="ef-date-field" {...date.groupProps}>
          {date.parts.map((part, index) =>
            part.type === 'literal' ? (
              <span key={index} className="ef-date-literal" aria-hidden="true">
                {part.text}
              </span>
            ) : (
              <span
                key={part.type}
                className="ef-date-segment"
                {...date.getSegmentProps(part.type)}
              />
            ),
          )}
        </div>
        {date.calendarButtonProps ? (
          <button className="ef-date-button" {...date.calendarButtonProps}>
            <span aria-hidden="true">▦</span>
          </button>
        ) : null}
        {date.calendar ? dateCalendar(date.calendar) : null}
        {date.refused ? (
          <div className="ef-error" {...date.refused.props}>
            {date.refused.text}
          </div>
        ) : null}
      </div>
      {date.echo ? (
        <span className="ef-help" {...date.echo.props}>
          {date.echo.text}
        </span>
      ) : null}
    </div>
  );
}
