import { defaultControls } from './defaultControls';
import type { ControlComponent, ControlEntry } from '../../registry/types';

/**
 * A built-in control type's entry with a look's own component: its definition, label, commit and
 * binding kept (a look whose text input honours `uncontrolled` keeps a keystroke rendering
 * nothing). A design system's look is made of these (`expense-fields/mui`, `expense-fields/shadcn`).
 *
 * @example
 * const myLook = { TEXT: lookEntry('TEXT', MyTextInput), [FORM_PARTS]: { Frame: MyFrame } };
 * <FieldsForm source={source} controls={myLook} />
 */
export function lookEntry(controlType: string, component: ControlComponent): ControlEntry {
  const entry = defaultControls[controlType];
  if (!entry) throw new Error(`lookEntry: "${controlType}" is not a built-in control type.`);
  return { ...entry, component };
}
