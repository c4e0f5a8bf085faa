import type { Ref } from 'react';
import type { ControlProps } from '../../registry/types';
import { textInputProps } from '../textInputProps';

/**
 * MULTI_LINE_TEXT: a text area.
 *
 * @example
 * <MultiLineTextControl {...controlProps} />
 */
export function MultiLineTextControl(props: ControlProps) {
  const { inputRef } = props;
  return (
    <textarea
      ref={inputRef as Ref<HTMLTextAreaElement>}
      className="ef-input ef-textarea"
      rows={3}
      {...textInputProps(props)}
    />
  );
}
