import { localDateTimeType } from '../../core/controlTypes/numbersAndDates/localDateTime';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { DateTimeControl } from '../dateTime/DateTimeControl';

/**
 * The React part of `LOCAL_DATE_TIME` (its editor is DateTimeControl, which it shares), joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(localDateTimeType, {
  component: DateTimeControl,
  label: 'label',
  commit: 'blur',
});
