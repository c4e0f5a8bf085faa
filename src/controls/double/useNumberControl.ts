import type { Ref } from 'react';
import { codecFor } from '../../core/values/codecs';
import { formatInCurrency } from '../../core/values/amountText';
import { formattedWhenIdle } from '../../dom/formattedWhenIdle';
import type { ControlProps } from '../../registry/types';
import { assignRef } from '../assignRef';
import { textInputProps, type TextInputProps } from '../textInputProps';

/** What {@link useNumberControl} returns: the text input's props with a numeric keyboard. */
export interface UseNumberControlResult extends Omit<TextInputProps, 'ref'> {
  /** Attaches the form's ref and, for an amount the DOM holds, the formatted-while-idle display. */
  ref: (element: HTMLInputElement | null) => void;
  inputMode: 'numeric' | 'decimal';
  autoComplete: 'off';
}

/**
 * DOUBLE and INTEGER, headless: a text input with a numeric keyboard. It keeps exactly what the
 * user types (`12,50` in sv); the codec reads it in the form's locale and checks `maxDecimals`.
 * While not focused, an amount (DOUBLE bound `native`) shows its value formatted for the locale
 * and, when the form has a currency beside it, in that currency (`SEK 6,000.00`, `6 000,00 kr` in
 * sv): drawn formatted at once (`defaultValue`) and kept so by the `ref`
 * (`formattedWhenIdle`). No React hook inside.
 *
 * @example
 * // A design system's amount field, given to the form under DOUBLE with
 * // controlTypeEntry(controlTypeOf('DOUBLE'), { component: LookAmount, commit: 'blur', bind: 'native' })
 * function LookAmount(props: ControlProps) {
 *   const { ref, ...input } = useNumberControl(props);
 *   return <OutlinedInput inputRef={ref} inputProps={input} />;
 * }
 */
export function useNumberControl(props: ControlProps): UseNumberControlResult {
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
  // The text input's own object, completed in place: no second object per field at mount.
  const input = textInputProps(props) as TextInputProps & Partial<UseNumberControlResult>;
  // Drawn formatted at once: the element is not written a second time when it mounts.
  const raw = typeof props.value === 'string' ? props.value : '';
  const drawn = idle ? { raw, shown: showIdle(raw) ?? raw } : null;
  const formRef: Ref<HTMLElement> = props.inputRef;
  input.ref = (element: HTMLInputElement | null) => {
    assignRef(formRef, element);
    if (element && idle) formattedWhenIdle(element, showIdle, drawn ?? undefined);
  };
  input.inputMode = item.controlType === 'INTEGER' ? 'numeric' : 'decimal';
  input.autoComplete = 'off';
  if (drawn) input.defaultValue = drawn.shown;
  return input as UseNumberControlResult;
}
