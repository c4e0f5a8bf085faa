import type { ChangeEvent } from 'react';
import type { ControlProps } from '../registry/types';

/**
 * The attributes every text-like control puts on its input or textarea: id, value, change and
 * blur, disabled and read-only, and the ARIA state the form decides (required, invalid, described
 * by the error). One place, so every text control behaves the same.
 *
 * @example
 * <input type="text" className="ef-input" ref={inputRef} {...textInputProps(props)} />
 */
export function textInputProps(props: Omit<ControlProps, 'inputRef'>) {
  return {
    id: props.id,
    value: typeof props.value === 'string' ? props.value : '',
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
