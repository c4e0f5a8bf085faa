import type { Ref } from 'react';
import { displayWallClock, instantToLocalEdit, isWallClock } from '../core/dates';
import type { ControlProps } from '../registry/types';
import { textInputProps } from './textInputProps';

/**
 * DATE_TIME and LOCAL_DATE_TIME: a native datetime-local input. A DATE_TIME (and the
 * subsistence-allowance `date1`/`date2`) is an instant shown in the user's time zone, which is
 * named next to it; a LOCAL_DATE_TIME is a wall-clock time with no zone. Without
 * `allowFutureDates`, `max` is now.
 *
 * @example
 * <DateTimeControl {...controlProps} />
 */
export function DateTimeControl({ inputRef, ...props }: ControlProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const zoned = props.item.controlType !== 'LOCAL_DATE_TIME';
  const zone = zoned ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  const echoId = `${props.id}-echo`;
  const input = textInputProps(props);
  const valid = isWallClock(value);
  return (
    <div className="ef-date">
      <input
        ref={inputRef as Ref<HTMLInputElement>}
        className="ef-input"
        type="datetime-local"
        max={props.item.allowFutureDates ? undefined : instantToLocalEdit(props.now())}
        lang={props.locale}
        {...input}
        aria-describedby={
          [input['aria-describedby'], valid || zone ? echoId : ''].filter(Boolean).join(' ') ||
          undefined
        }
      />
      {valid || zone ? (
        <span className="ef-help" id={echoId}>
          {valid ? displayWallClock(value, props.locale) : ''}
          {valid && zone ? ' · ' : ''}
          {zone ?? ''}
        </span>
      ) : null}
    </div>
  );
}
