import { codecParts } from '../../values/codecParts';
import {
  displayWallClock,
  instantToLocalEdit,
  isWallClock,
  wallClockToEdit,
} from '../../values/locale/dates';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';

/**
 * LOCAL_DATE_TIME: a wall-clock time with no zone, `yyyy-MM-ddTHH:mm:ss`.
 *
 * @example
 * localDateTimeType.codec.fromEdit('2026-01-05T09:30', context); // { ok: true, value: '2026-01-05T09:30:00' }
 */
export const localDateTimeType = defineControlType<string, string | null>({
  controlType: 'LOCAL_DATE_TIME',
  codec: {
    kind: 'localDateTime',
    toEdit: (wire) =>
      typeof wire === 'string' && isWallClock(wallClockToEdit(wire)) ? wallClockToEdit(wire) : '',
    fromEdit: (edit, context) => {
      const text = codecParts.asText(edit).trim();
      if (text === '') return codecParts.okValue(null);
      const minutes = wallClockToEdit(text);
      if (!isWallClock(minutes)) return codecParts.problem('date');
      if (!context.item.allowFutureDates && minutes > instantToLocalEdit(codecParts.nowOf(context)))
        return codecParts.problem('futureDate');
      return codecParts.okValue(`${minutes}:00`);
    },
    format: (wire, { locale }) => (typeof wire === 'string' ? displayWallClock(wire, locale) : ''),
    isEmpty: codecParts.blank,
  },
  attributes: [...fieldAttributeRows.valued('string'), fieldAttributeRows.allowFutureDates],
  // A wall-clock time, `yyyy-MM-ddTHH:mm:ss`.
  wireType: '`${number}-${number}-${number}T${number}:${number}:${number}` | null',
});
