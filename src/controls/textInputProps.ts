import type { ChangeEvent, Ref } from 'react';
import type { ControlProps } from '../registry/types';

/** The props of a text-like control's one input or textarea (see `useTextControl`). */
export interface TextInputProps<E extends HTMLElement = HTMLInputElement> {
  /** Attach to the element: the form writes server values there and moves focus there for errors. */
  ref: Ref<E>;
  id: string;
  /** The text, when the form binds the control by value; undefined when the DOM holds it. */
  value: string | undefined;
  /** The text at mount, when the DOM holds it (`bind: 'native'`); undefined otherwise. */
  defaultValue: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
  disabled: true | undefined;
  readOnly: true | undefined;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * The attributes every text-like control puts on its input or textarea: the ref, id, value (or,
 * with `value` undefined, `defaultValue` when the form binds it `uncontrolled`), change and blur,
 * disabled and read-only, and the ARIA state the form decides (required, invalid, described by
 * the error). A plain function that returns a new object, so `useNumberControl` completes it in
 * place (a hook's result may not be changed) and makes no second object per field.
 *
 * @example
 * const input = textInputProps(props); // what useTextControl(props) returns
 */
export function textInputProps<E extends HTMLElement = HTMLInputElement>(
  props: ControlProps,
): TextInputProps<E> {
  const text = typeof props.value === 'string' ? props.value : '';
  const uncontrolled = props.uncontrolled === true;
  // One shape for both bindings, with no spread (a thousand fields build one at mount): React
  // reads an input whose `value` is undefined as uncontrolled, showing `defaultValue`.
  return {
    // The form's ref is typed for any element; the look names the one it draws.
    ref: props.inputRef as Ref<E>,
    id: props.id,
    // Uncontrolled, the DOM keeps the text while typing and React renders nothing per keystroke.
    value: uncontrolled ? undefined : text,
    defaultValue: uncontrolled ? text : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      props.onChange(event.target.value),
    onBlur: props.onBlur,
    // Left out when false: React removes an attribute given `false`, a DOM call per input at mount.
    disabled: props.disabled || undefined,
    readOnly: props.readOnly || undefined,
    'aria-required': props.required || undefined,
    'aria-invalid': props.invalid || undefined,
    'aria-describedby': props.describedBy,
  };
}
