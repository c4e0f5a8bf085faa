import type { ControlProps } from '../../registry/types';
import { textInputProps, type TextInputProps } from '../textInputProps';

/** What {@link useTextControl} returns: the props of the one input or textarea, spread as they are. */
export type UseTextControlResult<E extends HTMLElement = HTMLInputElement> = TextInputProps<E>;

/**
 * TEXT and MULTI_LINE_TEXT, headless: the props of the input (or textarea) that edits the text.
 * Id, value (or, with `value` undefined, `defaultValue` when the form binds it `uncontrolled`),
 * change and blur, disabled and read-only, the ARIA state the form decides (required, invalid,
 * described by the message) and the ref. No React hook inside: the built-in `TextControl` and
 * `MultiLineTextControl` and any look's text field are this plus markup, so they behave the same.
 * Give the element type for a textarea (`useTextControl<HTMLTextAreaElement>(props)`).
 *
 * @example
 * // A design system's text field, given to the form under TEXT with
 * // controlTypeEntry(controlTypeOf('TEXT'), { component: LookText, commit: 'blur', bind: 'native' })
 * function LookText(props: ControlProps) {
 *   const { ref, ...input } = useTextControl(props);
 *   return <OutlinedInput inputRef={ref} inputProps={input} fullWidth />;
 * }
 */
export function useTextControl<E extends HTMLElement = HTMLInputElement>(
  props: ControlProps,
): UseTextControlResult<E> {
  return textInputProps<E>(props);
}
