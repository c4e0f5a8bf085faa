import { codecFor } from '../../core/values/codecs';
import type { ControlProps } from '../../registry/types';
import { assignRef } from '../assignRef';
import { formattedWhenIdle } from '../../dom/formattedWhenIdle';
import { formatInCurrency } from '../../core/values/amountText';
import { textInputProps } from '../textInputProps';

/**
 * DOUBLE and INTEGER: a text input with a numeric keyboard. It keeps exactly what the user types
 * (`12,50` in sv); the codec reads it in the form's locale and checks `maxDecimals`. While not
 * focused, an amount (DOUBLE) shows its value formatted for the locale and, when the form has a
 * currency beside it, in that currency (`SEK 6,000.00`, `6 000,00 kr` in sv).
 *
 * @example
 * <NumberControl {...controlProps} />
 */
export function NumberControl(props: ControlProps) {
  const { item, locale } = props;
  // An uncontrolled amount shows "6,000.00" while idle and "6000" while edited; a controlled one
  // (a custom binding) shows what it is given.
  const idle = props.uncontrolled && item.controlType === 'DOUBLE';
  const codec = codecFor(item);
  const showIdle = (raw: string) => {
    const read = raw.trim() === '' ? null : codec.fromEdit(raw, { item, locale });
    if (!read?.ok) return null;
    const currency = props.currency?.();
    return currency && typeof read.value === 'number'
      ? formatInCurrency(read.value, currency, locale, item.maxDecimals)
      : codec.format(read.value, { item, locale });
  };
  const input = textInputProps(props);
  // Drawn formatted at once: the element is not written a second time when it mounts.
  const raw = typeof props.value === 'string' ? props.value : '';
  const drawn = idle ? { raw, shown: showIdle(raw) ?? raw } : null;
  const bind = (element: HTMLInputElement | null) => {
    assignRef(props.inputRef, element);
    if (element && idle) formattedWhenIdle(element, showIdle, drawn ?? undefined);
  };
  return (
    <input
      ref={bind}
      className="ef-input ef-number"
      type="text"
      inputMode={props.item.controlType === 'INTEGER' ? 'numeric' : 'decimal'}
      autoComplete="off"
      {...input}
      defaultValue={drawn ? drawn.shown : input.defaultValue}
    />
  );
}
