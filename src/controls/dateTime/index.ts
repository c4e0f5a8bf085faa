import { dateTimeType } from '../../core/controlTypes/numbersAndDates/dateTime';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { DateControl } from '../date/DateControl';

/**
 * The React part of `DATE_TIME`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(dateTimeType, {
  component: DateControl,
  label: 'label',
  commit: 'blur',
});
