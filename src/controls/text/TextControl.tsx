import type { Ref } from 'react';
import type { ControlProps } from '../../registry/types';
import { textInputProps } from '../textInputProps';

/**
 * TEXT: a one-line text input.
 *
 * @example
 * <TextControl {...controlProps} />
 */
export function TextControl(props: ControlProps) {
  // The props are read, not copied without `inputRef` (a rest copy per field at mount).
  const { inputRef } = props;
  return (
    <input
      ref={inputRef as Ref<HTMLInputElement>}
      className="ef-input"
      type="text"
      {...textInputProps(props)}
    />
  );
}
