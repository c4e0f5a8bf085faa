import { displayWallClock, instantToLocalEdit, isWallClock } from '../core/values/dates';
import type { ControlProps } from '../registry/types';
import { dateInput } from './dateInput';

/**
 * DATE_TIME and LOCAL_DATE_TIME: a native datetime-local input. A DATE_TIME (and the
 * subsistence-allowance `date1`/`date2`) is an instant shown in the user's time zone, which is
 * named next to it; a LOCAL_DATE_TIME is a wall-clock time with no zone. Without
 * `allowFutureDates`, `max` is now.
 *
 * @example
 * <DateTimeControl {...controlProps} />
 */
export function DateTimeControl(props: ControlProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const zone =
    props.item.controlType !== 'LOCAL_DATE_TIME'
      ? Intl.DateTimeFormat().resolvedOptions().timeZone
      : '';
  const shown = isWallClock(value) ? displayWallClock(value, props.locale) : '';
  return dateInput(props, {
    type: 'datetime-local',
    max: instantToLocalEdit(props.now()),
    echo: [shown, zone].filter(Boolean).join(' · '),
  });
}
