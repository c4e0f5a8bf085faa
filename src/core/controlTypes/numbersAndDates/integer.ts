import { codecParts } from '../../values/codecParts';
import {
  displayLocaleNumber,
  readLocaleNumber,
  writeLocaleNumber,
} from '../../values/locale/numbers';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';

/**
 * INTEGER: whole numbers only, within the safe range.
 *
 * @example
 * integerType.codec.fromEdit('1,5', { item, locale: 'sv' }); // { ok: false, problem: { code: 'integer' } }
 */
export const integerType = defineControlType<string, number | null>({
  controlType: 'INTEGER',
  codec: {
    kind: 'integer',
    toEdit: (wire, { locale }) => (typeof wire === 'number' ? writeLocaleNumber(wire, locale) : ''),
    fromEdit: (edit, { locale }) => {
      const reading = readLocaleNumber(codecParts.asText(edit), locale);
      if (!reading.ok) return codecParts.problem('integer');
      if (reading.value === null) return codecParts.okValue(null);
      if (!Number.isSafeInteger(reading.value) || reading.decimals > 0)
        return codecParts.problem('integer');
      return codecParts.okValue(reading.value);
    },
    format: (wire, { locale }) =>
      typeof wire === 'number' ? displayLocaleNumber(wire, locale) : '',
    isEmpty: codecParts.blank,
  },
  attributes: fieldAttributeRows.valued('number'),
  wireType: 'number | null',
});
