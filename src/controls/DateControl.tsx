import { calendarDateEcho, todayOf } from '../core/values/dates';
import type { ControlProps } from '../registry/types';
import { dateInput } from './dateInput';

/**
 * DATE: a native date input (keyboard-usable in every browser) holding a calendar date
 * `yyyy-MM-dd` that never shifts with the time zone. Without `allowFutureDates`, `max` is today
 * in the user's zone. The date is echoed in the form's locale.
 *
 * @example
 * <DateControl {...controlProps} />
 */
export function DateControl(props: ControlProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  return dateInput(props, {
    type: 'date',
    max: todayOf(props.now()),
    echo: calendarDateEcho(value, props.locale),
  });
}
