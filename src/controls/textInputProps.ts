import type { ChangeEvent } from 'react';
import type { ControlProps } from '../registry/types';

/**
 * The attributes every text-like control puts on its input or textarea: id, value (or, with
 * `value` undefined, `defaultValue` when the form binds it `uncontrolled`), change and
 * blur, disabled and read-only, and the ARIA state the form decides (required, invalid, described
 * by the error). One place, so every text control behaves the same.
 *
 * @example
 * <input type="text" className="ef-input" ref={inputRef} {...textInputProps(props)} />
 */
export function textInputProps(props: Omit<ControlProps, 'inputRef'>) {
  const text = typeof props.value === 'string' ? props.value : '';
  const uncontrolled = props.uncontrolled === true;
  // One shape for both bindings, with no spread (a thousand fields build one at mount): React
  // reads an input whose `value` is undefined as uncontrolled, showing `defaultValue`.
  return {
    id: props.id,
    // Uncontrolled, the DOM keeps the text while typing and React renders nothing per keystroke.
    value: uncontrolled ? undefined : text,
    defaultValue: uncontrolled ? text : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
    onBlur: props.onBlur,
    // Left out when false: React removes an attribute given `false`, a DOM call per input at mount.
    disabled: props.disabled || undefined,
    readOnly: props.readOnly || undefined,
    'aria-required': props.required || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': props.describedBy,
  };
}
