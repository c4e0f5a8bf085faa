import type { ControlTypeDefinition } from '../core/wire/controlTypeDefinition';
import type { JsonValue } from '../core/wire/model/types';
import type { ControlComponent, ControlEntry, ReviewValueProps } from './types';
import type { ComponentType } from 'react';

/** The React part of a control type: its editor and how the form wraps it, its review drawing. */
export interface ControlTypeParts<Edit> {
  /** The editing control: it gets the definition's edit value and reports new ones. */
  component: ControlComponent<Edit>;
  /** How the form labels it (see `ControlEntry.label`). Default `label`. */
  label?: ControlEntry['label'];
  /** When a `requiresUpdate` change is sent (see `ControlEntry.commit`). Default `change`. */
  commit?: ControlEntry['commit'];
  /**
   * `native`: the editor is one native input that honours `uncontrolled` (see
   * `ControlEntry.bind`), so a keystroke renders nothing. Absent: it gets every value as a prop.
   */
  bind?: ControlEntry['bind'];
  /** How a review shows the value, instead of the definition's text (see `ControlEntry.review`). */
  review?: ComponentType<ReviewValueProps>;
}

/**
 * Joins a control type's definition (core) and its React part in one registry entry
 * (ARCHITECTURE.md "Control types"), the editor typed by the definition's edit value. Give it to
 * a form's `controls` prop or a `ControlsProvider` under the definition's controlType.
 *
 * The built-in entries are made the same way, so a design system's look made with it keeps what
 * they keep (an uncontrolled input with `bind: 'native'`).
 *
 * @example
 * <FieldsForm source={source} controls={{ SIGNATURE: controlTypeEntry(signatureType, { component: SignaturePad }) }} />
 * // A look's text field, bound as the built-in one is: a keystroke renders nothing.
 * const TEXT = controlTypeEntry(textType, { component: MyTextInput, commit: 'blur', bind: 'native' });
 */
export function controlTypeEntry<Edit, Wire extends JsonValue>(
  definition: ControlTypeDefinition<Edit, Wire>,
  parts: ControlTypeParts<Edit>,
): ControlEntry {
  const entry: ControlEntry = {
    // The form hands a control the value the definition's codec made (`toEdit`): its own type.
    component: parts.component as ControlComponent,
    label: parts.label ?? 'label',
    commit: parts.commit ?? 'change',
    definition: definition as ControlTypeDefinition,
  };
  // Absent unless given: the field reads `bind === 'native'`, and a review part only when set.
  if (parts.bind) entry.bind = parts.bind;
  if (parts.review) entry.review = parts.review;
  return entry;
}
