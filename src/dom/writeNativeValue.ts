import { setRawText } from './formattedWhenIdle';

/**
 * Writes a value the form set (a server reply, a scan, a locale change) into a native input that
 * holds its own value (`bind: 'native'`). Nothing is written when the element already shows it,
 * so the caret of the field being typed in never moves.
 *
 * @example
 * writeNativeValue(inputElement, '12,50');
 */
export function writeNativeValue(element: HTMLElement | null | undefined, value: unknown): void {
  if (!element) return;
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    element.checked = value === true;
    return;
  }
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  if (element instanceof HTMLInputElement) setRawText(element, text);
  else if (element instanceof HTMLTextAreaElement && element.value !== text) element.value = text;
}
