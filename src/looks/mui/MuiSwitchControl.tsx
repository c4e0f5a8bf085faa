import Switch from '@mui/material/Switch';
import { useState, type Ref } from 'react';
import { assignRef } from '../../controls/assignRef';
import { useSwitchControl, type SwitchInputProps } from '../../controls/switch/useSwitchControl';
import type { ControlProps } from '../../registry/types';

/** The checkboxes already watched: one wrapper per element. */
const watched = new WeakSet<HTMLInputElement>();

/**
 * Tells `onWrite` when someone sets the checkbox's `checked` property: the form writes a server
 * reply, a scan or an undo into a native input (`bind: 'native'`) that way, which fires no event.
 * The element's own property, wrapping what was there (React's value tracker, else the
 * prototype's), so nothing else changes for this checkbox or any other.
 */
function watchChecked(element: HTMLInputElement, onWrite: (checked: boolean) => void) {
  if (watched.has(element)) return;
  const base =
    Object.getOwnPropertyDescriptor(element, 'checked') ??
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked');
  if (!base?.get || !base.set) return;
  watched.add(element);
  const { get, set } = base;
  Object.defineProperty(element, 'checked', {
    configurable: true,
    get() {
      return get.call(this);
    },
    set(next: boolean) {
      set.call(this, next);
      onWrite(Boolean(next));
    },
  });
}

/**
 * The MUI switch of one field: a component of its own, so its state renders it alone and never
 * the field. MUI draws the thumb from its own state, not from the DOM's: the state starts at the
 * form's value and follows the user's clicks and the form's writes into the element (a reply, a
 * scan, an undo: the form writes a native input's value there, not through a render).
 */
function SwitchOfField({ input }: { input: SwitchInputProps }) {
  const { ref, checked, defaultChecked, onChange, type: _type, ...rest } = input;
  const [held, setHeld] = useState(() => checked ?? defaultChecked ?? false);
  const shown = checked ?? held;
  const attach = (element: HTMLInputElement | null) => {
    assignRef(ref as Ref<HTMLInputElement>, element);
    if (element) watchChecked(element, setHeld);
  };
  return (
    <Switch
      checked={shown}
      onChange={(event) => {
        // Read-only, the hook refuses the click; the thumb stays where the value is.
        if (!rest['aria-readonly']) setHeld(event.target.checked);
        onChange(event);
      }}
      slotProps={{ input: { ...rest, ref: attach } }}
    />
  );
}

/**
 * SWITCH in the Material UI look: an MUI `Switch` over `useSwitchControl`'s native checkbox
 * (`role="switch"`, Space toggles it, read-only refuses the click). Bound as the default look is
 * (`bind: 'native'`): a click renders the switch, not the field.
 *
 * @example
 * <FieldsForm source={source} controls={{ SWITCH: { ...defaultControls.SWITCH, component: MuiSwitchControl } }} />
 */
export function MuiSwitchControl(props: ControlProps) {
  return <SwitchOfField input={useSwitchControl(props).inputProps} />;
}
