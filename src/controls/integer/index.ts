import { integerType } from '../../core/controlTypes/numbersAndDates/integer';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { NumberControl } from '../double/NumberControl';

/**
 * The React part of `INTEGER` (its editor is NumberControl, which it shares), joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(integerType, {
  component: NumberControl,
  label: 'label',
  commit: 'blur',
  bind: 'native',
});
