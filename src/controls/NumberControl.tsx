import type { Ref } from 'react';
import type { ControlProps } from '../registry/types';
import { textInputProps } from './textInputProps';

/**
 * DOUBLE and INTEGER: a text input with a numeric keyboard. It keeps exactly what the user types
 * (`12,50` in sv); the codec reads it in the form's locale and checks `maxDecimals`.
 *
 * @example
 * <NumberControl {...controlProps} />
 */
export function NumberControl({ inputRef, ...props }: ControlProps) {
  return (
    <input
      ref={inputRef as Ref<HTMLInputElement>}
      className="ef-input ef-number"
      type="text"
      inputMode={props.item.controlType === 'INTEGER' ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...textInputProps(props)}
    />
  );
}
