import type { Ref } from 'react';
import { displayCalendarDate, isCalendarDate, todayOf } from '../core/dates';
import type { ControlProps } from '../registry/types';
import { textInputProps } from './textInputProps';

/**
 * DATE: a native date input (keyboard-usable in every browser) holding a calendar date
 * `yyyy-MM-dd` that never shifts with the time zone. Without `allowFutureDates`, `max` is today
 * in the user's zone. The date is echoed in the form's locale.
 *
 * @example
 * <DateControl {...controlProps} />
 */
export function DateControl({ inputRef, ...props }: ControlProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const echoId = `${props.id}-echo`;
  const input = textInputProps(props);
  return (
    <div className="ef-date">
      <input
        ref={inputRef as Ref<HTMLInputElement>}
        className="ef-input"
        type="date"
        max={props.item.allowFutureDates ? undefined : todayOf(props.now())}
        lang={props.locale}
        {...input}
        aria-describedby={
          [input['aria-describedby'], isCalendarDate(value) ? echoId : '']
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      {isCalendarDate(value) ? (
        <span className="ef-help" id={echoId}>
          {displayCalendarDate(value, props.locale)}
        </span>
      ) : null}
    </div>
  );
}
