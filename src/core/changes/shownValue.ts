import { controlTypeOf } from '../wire/controlTypeOf';
import type { ShowOptions, ShownValue } from '../wire/controlTypeDefinition';
import type { FieldItem, FieldsEnvelope } from '../wire/model/types';

export type { ShowOptions, ShownFile, ShownValue } from '../wire/controlTypeDefinition';
export { itemsByKey } from '../wire/itemsByKey';

/**
 * A field's wire value as the form shows it (ARCHITECTURE.md "Review and changes"), as its
 * control type's definition shows it ("Control types"): amounts in the currency of the field
 * beside them, dates in the locale (DATE_TIME in the user's zone), list values by name, guests
 * and recipients as lists, receipts by file name, switches as words. `envelope` is the envelope
 * the field sits in: an amount's currency is read from it.
 *
 * @example
 * shownValue(envelope, item, { locale: 'en', words: { yes: 'Yes', no: 'No' } }).text; // 'SEK 1,200.00'
 */
export function shownValue(
  envelope: Pick<FieldsEnvelope, 'fields'>,
  item: FieldItem,
  options: ShowOptions,
): ShownValue {
  return controlTypeOf(item.controlType).show(item, { ...options, envelope });
}
