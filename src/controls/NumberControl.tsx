import { codecFor } from '../core/values';
import type { ControlProps } from '../registry/types';
import { assignRef } from './assignRef';
import { formattedWhenIdle } from './formattedWhenIdle';
import { textInputProps } from './textInputProps';

/**
 * DOUBLE and INTEGER: a text input with a numeric keyboard. It keeps exactly what the user types
 * (`12,50` in sv); the codec reads it in the form's locale and checks `maxDecimals`. While not
 * focused, an amount (DOUBLE) shows its value formatted for the locale (`6 000,00` in sv).
 *
 * @example
 * <NumberControl {...controlProps} />
 */
export function NumberControl({ inputRef, ...props }: ControlProps) {
  const { item, locale } = props;
  // An uncontrolled amount shows "6,000.00" while idle and "6000" while edited; a controlled one
  // (a custom binding) shows what it is given.
  const bind = (element: HTMLInputElement | null) => {
    assignRef(inputRef, element);
    if (!element || !props.uncontrolled || item.controlType !== 'DOUBLE') return;
    const codec = codecFor(item);
    formattedWhenIdle(element, (raw) => {
      const read = raw.trim() === '' ? null : codec.fromEdit(raw, { item, locale });
      return read?.ok ? codec.format(read.value, { item, locale }) : null;
    });
  };
  return (
    <input
      ref={bind}
      className="ef-input ef-number"
      type="text"
      inputMode={props.item.controlType === 'INTEGER' ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...textInputProps(props)}
    />
  );
}
