import { fieldGroupType } from '../../core/controlTypes/layout/fieldGroup';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { FieldGroupControl } from './FieldGroupControl';

/**
 * The React part of `FIELD_GROUP`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(fieldGroupType, {
  component: FieldGroupControl,
  label: 'legend',
  commit: 'change',
});
