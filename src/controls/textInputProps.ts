import type { ChangeEvent } from 'react';
import type { ControlProps } from '../registry/types';

/**
 * The attributes every text-like control puts on its input or textarea: id, value (or
 * `defaultValue` when the form binds it `uncontrolled`), change and
 * blur, disabled and read-only, and the ARIA state the form decides (required, invalid, described
 * by the error). One place, so every text control behaves the same.
 *
 * @example
 * <input type="text" className="ef-input" ref={inputRef} {...textInputProps(props)} />
 */
export function textInputProps(props: Omit<ControlProps, 'inputRef'>) {
  const text = typeof props.value === 'string' ? props.value : '';
  return {
    id: props.id,
    // Uncontrolled, the DOM keeps the text while typing and React renders nothing per keystroke.
    ...(props.uncontrolled ? { defaultValue: text } : { value: text }),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
    onBlur: props.onBlur,
    disabled: props.disabled,
    readOnly: props.readOnly,
    'aria-required': props.required || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': props.describedBy,
  };
}
