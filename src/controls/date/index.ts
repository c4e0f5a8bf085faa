import { dateType } from '../../core/controlTypes/numbersAndDates/date';
import type { ControlEntry } from '../../registry/types';
import { DateControl } from './DateControl';

/**
 * The React part of `DATE`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = {
  definition: dateType,
  component: DateControl,
  label: 'label',
  commit: 'blur',
};
