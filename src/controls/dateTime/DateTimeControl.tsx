import { displayWallClock, isWallClock, todayOf } from '../../core/values/locale/dates';
import type { ControlProps } from '../../registry/types';
import { useDateField } from '../dateField';

/**
 * DATE_TIME and LOCAL_DATE_TIME: a date and a 24-hour time typed in the form's locale
 * (ARCHITECTURE.md "Dates"). A DATE_TIME (and the subsistence-allowance `date1`/`date2`) is an
 * instant shown in the user's time zone, which is named next to it; a LOCAL_DATE_TIME is a
 * wall-clock time with no zone. Without `allowFutureDates`, the calendar offers days up to today.
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
  return useDateField(props, {
    kind: 'dateTime',
    max: todayOf(props.now()),
    echo: [shown, zone].filter(Boolean).join(' · '),
  });
}
