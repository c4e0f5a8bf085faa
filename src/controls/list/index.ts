import { listType } from '../../core/controlTypes/choices/list';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { ListControl } from './ListControl';

/**
 * The React part of `LIST`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(listType, {
  component: ListControl,
  label: 'label',
  commit: 'change',
});
