import { informationType } from '../../core/controlTypes/layout/information';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { InformationControl } from './InformationControl';

/**
 * The React part of `INFORMATION`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(informationType, {
  component: InformationControl,
  label: 'none',
  commit: 'change',
});
