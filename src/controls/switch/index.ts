import { switchType } from '../../core/controlTypes/choices/switch';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { SwitchControl } from './SwitchControl';

/**
 * The React part of `SWITCH`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(switchType, {
  component: SwitchControl,
  label: 'label',
  commit: 'change',
  bind: 'native',
});
