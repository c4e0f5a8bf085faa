import { currencyKeyFor } from '../../values/amountCurrency';
import { currencyCode, formatInCurrency } from '../../values/amountText';
import { itemsByKey } from '../../wire/itemsByKey';
import { codecParts } from '../../values/codecParts';
import {
  displayLocaleNumber,
  readLocaleNumber,
  writeLocaleNumber,
} from '../../values/locale/numbers';
import type { ValueCodec } from '../../wire/controlTypeDefinition';
import type { FieldsEnvelope } from '../../wire/model/types';
import { defineControlType } from '../defineControlType';
import { fieldAttributeRows } from '../fieldAttributeRows';
import { shownParts } from '../shownParts';

/** The currency an amount of this envelope is in: the code of the `currency` field beside it. */
function currencyIn(
  envelope: Pick<FieldsEnvelope, 'fields'>,
  property: string,
): string | undefined {
  const key = currencyKeyFor(property);
  return key === null ? undefined : currencyCode(itemsByKey(envelope).get(key)?.value);
}

const doubleCodec: ValueCodec<string, number | null> = {
  kind: 'double',
  toEdit: (wire, { locale, item }) =>
    typeof wire === 'number' ? writeLocaleNumber(wire, locale, item.maxDecimals) : '',
  fromEdit: (edit, { locale, item }) => {
    const reading = readLocaleNumber(codecParts.asText(edit), locale);
    if (!reading.ok) return codecParts.problem('number');
    if (item.maxDecimals !== undefined && reading.decimals > item.maxDecimals) {
      return codecParts.problem('decimals', { max: item.maxDecimals });
    }
    return codecParts.okValue(reading.value);
  },
  format: (wire, { locale, item }) =>
    typeof wire === 'number' ? displayLocaleNumber(wire, locale, item.maxDecimals) : '',
  isEmpty: codecParts.blank,
};
const byCodec = shownParts.byCodec(doubleCodec as ValueCodec);

/**
 * DOUBLE: an amount typed with the locale's decimal separator, `maxDecimals` respected; shown in
 * the currency of the field beside it.
 *
 * @example
 * doubleType.codec.fromEdit('12,50', { item, locale: 'sv' }); // { ok: true, value: 12.5 }
 */
export const doubleType = defineControlType({
  controlType: 'DOUBLE',
  codec: doubleCodec,
  show: (item, context) => {
    const { value } = item;
    const currency =
      typeof value === 'number' ? currencyIn(context.envelope, item.property) : undefined;
    return currency && typeof value === 'number'
      ? { text: formatInCurrency(value, currency, context.locale, item.maxDecimals) }
      : byCodec(item, context);
  },
  attributes: [...fieldAttributeRows.valued('number'), fieldAttributeRows.maxDecimals],
  wireType: 'number | null',
});
