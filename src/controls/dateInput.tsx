import type { Ref } from 'react';
import type { ControlProps } from '../registry/types';
import { textInputProps } from './textInputProps';

/** What differs between the date controls: the input type, its limit and the echo text. */
export interface DateInputOptions {
  type: 'date' | 'datetime-local';
  /** `max` when future dates are not allowed. */
  max: string;
  /** Text shown (and announced) next to the input, e.g. the date in the locale; empty for none. */
  echo: string;
}

/**
 * The markup both date controls share: a native input, limited to `max` unless the item allows
 * future dates, described by its error and by the echo of its value.
 *
 * @example
 * return dateInput(props, { type: 'date', max: todayOf(props.now()), echo: 'Mar 29, 2026' });
 */
export function dateInput(props: ControlProps, options: DateInputOptions) {
  const echoId = `${props.id}-echo`;
  const input = textInputProps(props);
  return (
    <div className="ef-date">
      <input
        ref={props.inputRef as Ref<HTMLInputElement>}
        className="ef-input"
        type={options.type}
        max={props.item.allowFutureDates ? undefined : options.max}
        lang={props.locale}
        {...input}
        aria-describedby={describedBy(input['aria-describedby'], options.echo ? echoId : undefined)}
      />
      {options.echo ? (
        <span className="ef-help" id={echoId}>
          {options.echo}
        </span>
      ) : null}
    </div>
  );
}

/** The ids that describe the input, the error's first (no array per field: two hundred at mount). */
function describedBy(error: string | undefined, echo: string | undefined) {
  if (error && echo) return `${error} ${echo}`;
  return error || echo || undefined;
}
