import { localDateTimeType } from '../../core/controlTypes/numbersAndDates/localDateTime';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { DateControl } from '../date/DateControl';

/**
 * The React part of `LOCAL_DATE_TIME` (its editor is DateControl, which every date type shares), joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(localDateTimeType, {
  component: DateControl,
  label: 'label',
  commit: 'blur',
});
