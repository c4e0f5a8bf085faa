import { codecParts } from '../../values/codecParts';
import {
  calendarDateOf,
  displayCalendarDate,
  isCalendarDate,
  todayOf,
} from '../../values/locale/dates';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';

/**
 * DATE: a calendar date `yyyy-MM-dd` that never shifts a day; no future date unless allowed.
 *
 * @example
 * dateType.codec.fromEdit('2026-02-30', context); // { ok: false, problem: { code: 'date' } }
 */
export const dateType = defineControlType<string, string | null>({
  controlType: 'DATE',
  codec: {
    kind: 'date',
    toEdit: (wire) => (typeof wire === 'string' ? calendarDateOf(wire) : ''),
    fromEdit: (edit, context) => {
      const text = codecParts.asText(edit).trim();
      if (text === '') return codecParts.okValue(null);
      if (!isCalendarDate(text)) return codecParts.problem('date');
      if (!context.item.allowFutureDates && text > todayOf(codecParts.nowOf(context)))
        return codecParts.problem('futureDate');
      return codecParts.okValue(text);
    },
    format: (wire, { locale }) =>
      typeof wire === 'string' ? displayCalendarDate(wire, locale) : '',
    isEmpty: codecParts.blank,
  },
  attributes: [...fieldAttributeRows.valued('string'), fieldAttributeRows.allowFutureDates],
  // A calendar date, `yyyy-MM-dd` (ARCHITECTURE.md "Values").
  wireType: '`${number}-${number}-${number}` | null',
});
