import { calendarDateEcho, todayOf } from '../../core/values/locale/dates';
import type { ControlProps } from '../../registry/types';
import { useDateField } from '../dateField';

/**
 * DATE: a calendar date `yyyy-MM-dd` that never shifts with the time zone, typed in the form's
 * locale in a segmented field with a calendar (ARCHITECTURE.md "Dates"). Without
 * `allowFutureDates`, the calendar offers days up to today in the user's zone. The date is echoed
 * spelled out in the form's locale.
 *
 * @example
 * <DateControl {...controlProps} />
 */
export function DateControl(props: ControlProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  return useDateField(props, {
    kind: 'date',
    max: todayOf(props.now()),
    echo: calendarDateEcho(value, props.locale),
  });
}
