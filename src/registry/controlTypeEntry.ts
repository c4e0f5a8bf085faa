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
  /** How a review shows the value, instead of the definition's text (see `ControlEntry.review`). */
  review?: ComponentType<ReviewValueProps>;
}

/**
 * Joins a control type's definition (core) and its React part in one registry entry
 * (ARCHITECTURE.md "Control types"), the editor typed by the definition's edit value. Give it to
 * a form's `controls` prop or a `ControlsProvider` under the definition's controlType.
 *
 * @example
 * <FieldsForm source={source} controls={{ SIGNATURE: controlTypeEntry(signatureType, { component: SignaturePad }) }} />
 */
export function controlTypeEntry<Edit, Wire extends JsonValue>(
  definition: ControlTypeDefinition<Edit, Wire>,
  parts: ControlTypeParts<Edit>,
): ControlEntry {
  return {
    // The form hands a control the value the definition's codec made (`toEdit`): its own type.
    component: parts.component as ControlComponent,
    label: parts.label ?? 'label',
    commit: parts.commit ?? 'change',
    definition: definition as ControlTypeDefinition,
    ...(parts.review ? { review: parts.review } : {}),
  };
}
