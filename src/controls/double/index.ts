import { doubleType } from '../../core/controlTypes/numbersAndDates/double';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { NumberControl } from './NumberControl';

/**
 * The React part of `DOUBLE`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(doubleType, {
  component: NumberControl,
  label: 'label',
  commit: 'blur',
  bind: 'native',
});
