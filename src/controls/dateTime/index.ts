import { dateTimeType } from '../../core/controlTypes/numbersAndDates/dateTime';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { DateTimeControl } from './DateTimeControl';

/**
 * The React part of `DATE_TIME`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(dateTimeType, {
  component: DateTimeControl,
  label: 'label',
  commit: 'blur',
});
