import { unknownType } from '../../core/controlTypes/layout/unknown';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { UnknownControl } from './UnknownControl';

/**
 * The React part of types with no definition (read-only, the value kept), joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(unknownType, {
  component: UnknownControl,
  label: 'label',
  commit: 'change',
});
