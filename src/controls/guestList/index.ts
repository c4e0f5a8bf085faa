import { guestListType } from '../../core/controlTypes/choices/guestList';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { GuestListControl } from './GuestListControl';

/**
 * The React part of `GUEST_LIST`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(guestListType, {
  component: GuestListControl,
  label: 'legend',
  commit: 'blur',
});
