import type { Ref } from 'react';
import type { ControlProps } from '../registry/types';

/**
 * SWITCH: an on/off switch (a checkbox with the switch role), usable with Space.
 *
 * @example
 * <SwitchControl {...controlProps} />
 */
export function SwitchControl({ inputRef, ...props }: ControlProps) {
  return (
    <input
      id={props.id}
      ref={inputRef as Ref<HTMLInputElement>}
      className="ef-switch"
      type="checkbox"
      role="switch"
      {...(props.uncontrolled
        ? { defaultChecked: props.value === true }
        : { checked: props.value === true })}
      onClick={(event) => {
        // Read-only: the click must not flip the box (an uncontrolled one keeps what the DOM says).
        if (props.readOnly) event.preventDefault();
      }}
      onChange={(event) => {
        if (!props.readOnly) props.onChange(event.target.checked);
      }}
      onBlur={props.onBlur}
      disabled={props.disabled}
      aria-readonly={props.readOnly || undefined}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
    />
  );
}
