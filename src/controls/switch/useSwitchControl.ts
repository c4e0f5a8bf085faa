import type { ChangeEvent, MouseEvent, Ref } from 'react';
import type { ControlProps } from '../../registry/types';

/** The props of a native checkbox drawn as a switch (`role="switch"`). */
export interface SwitchInputProps {
  id: string;
  ref: Ref<HTMLInputElement>;
  type: 'checkbox';
  role: 'switch';
  /** Set when the form binds the switch by value; undefined when the DOM holds it. */
  checked: boolean | undefined;
  /** The state at mount, when the DOM holds it (`bind: 'native'`). */
  defaultChecked: boolean | undefined;
  onClick: (event: MouseEvent<HTMLInputElement>) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  disabled: true | undefined;
  'aria-readonly': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** What {@link useSwitchControl} returns. */
export interface UseSwitchControlResult {
  /** For a native checkbox: spread on `<input>`. */
  inputProps: SwitchInputProps;
  /**
   * The value the form gave. A look whose switch holds its state in React (a button with
   * `aria-checked`) is bound by value (no `bind: 'native'`), so this is always current there.
   */
  checked: boolean;
  /** Report a new state, as a button switch's click or `onCheckedChange` does; ignored when read-only. */
  setChecked: (next: boolean) => void;
  readOnly: boolean;
  disabled: boolean;
}

/**
 * SWITCH, headless: an on/off value, usable with Space. `inputProps` draw it as a native checkbox
 * with the switch role (the built-in `SwitchControl`); `checked` and `setChecked` draw it as a
 * button (a Radix or Material UI switch). Read-only, a click flips nothing. No React hook inside.
 *
 * @example
 * // A button switch, given to the form under SWITCH with
 * // controlTypeEntry(controlTypeOf('SWITCH'), { component: LookSwitch }) (bound by value)
 * function LookSwitch(props: ControlProps) {
 *   const { inputRef } = props;
 *   const { checked, setChecked, readOnly, disabled, inputProps } = useSwitchControl(props);
 *   return (
 *     <Switch.Root id={inputProps.id} ref={inputRef as Ref<HTMLButtonElement>}
 *       checked={checked} onCheckedChange={setChecked} disabled={disabled}
 *       aria-readonly={readOnly || undefined} aria-invalid={inputProps['aria-invalid']}
 *       aria-describedby={inputProps['aria-describedby']} onBlur={inputProps.onBlur} />
 *   );
 * }
 */
export function useSwitchControl(props: ControlProps): UseSwitchControlResult {
  // Named fields, not a rest copy without `inputRef` (a copy per field at mount).
  const { id, uncontrolled, value, readOnly, onChange } = props;
  const checked = value === true;
  const setChecked = (next: boolean) => {
    if (!readOnly) onChange(next);
  };
  return {
    inputProps: {
      id,
      ref: props.inputRef as Ref<HTMLInputElement>,
      type: 'checkbox',
      role: 'switch',
      // React reads a checkbox whose `checked` is undefined as uncontrolled.
      checked: uncontrolled ? undefined : checked,
      defaultChecked: uncontrolled ? checked : undefined,
      onClick: (event) => {
        // Read-only: the click must not flip the box (an uncontrolled one keeps what the DOM says).
        if (readOnly) event.preventDefault();
      },
      onChange: (event) => setChecked(event.target.checked),
      onBlur: props.onBlur,
      disabled: props.disabled || undefined,
      'aria-readonly': readOnly || undefined,
      'aria-invalid': props.invalid || undefined,
      'aria-describedby': props.describedBy,
    },
    checked,
    setChecked,
    readOnly,
    disabled: props.disabled,
  };
}
