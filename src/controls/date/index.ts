import { dateType } from '../../core/controlTypes/numbersAndDates/date';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { DateControl } from './DateControl';

/**
 * The React part of `DATE`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(dateType, {
  component: DateControl,
  label: 'label',
  commit: 'blur',
});
