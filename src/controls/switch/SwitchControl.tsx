import type { Ref } from 'react';
import type { ControlProps } from '../../registry/types';

/**
 * SWITCH: an on/off switch (a checkbox with the switch role), usable with Space.
 *
 * @example
 * <SwitchControl {...controlProps} />
 */
export function SwitchControl(props: ControlProps) {
  // Named fields, not a rest copy without `inputRef` (a copy per field at mount).
  const { inputRef, id, uncontrolled, value, readOnly, onChange, onBlur } = props;
  return (
    <input
      id={id}
      ref={inputRef as Ref<HTMLInputElement>}
      className="ef-switch"
      type="checkbox"
      role="switch"
      // React reads a checkbox whose `checked` is undefined as uncontrolled.
      checked={uncontrolled ? undefined : value === true}
      defaultChecked={uncontrolled ? value === true : undefined}
      onClick={(event) => {
        // Read-only: the click must not flip the box (an uncontrolled one keeps what the DOM says).
        if (readOnly) event.preventDefault();
      }}
      onChange={(event) => {
        if (!readOnly) onChange(event.target.checked);
      }}
      onBlur={onBlur}
      disabled={props.disabled || undefined}
      aria-readonly={readOnly || undefined}
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
    />
  );
}
