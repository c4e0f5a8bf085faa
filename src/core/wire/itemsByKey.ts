import { indexFields, type IndexedField } from './fieldIndex';
import type { FieldItem, FieldsEnvelope } from './model/types';

const byKey = new WeakMap<readonly IndexedField[], ReadonlyMap<string, FieldItem>>();

/**
 * The items of an envelope by form key, made once per envelope (its index is made once too,
 * `indexFields`): a review of a thousand amounts finds each currency without a walk.
 *
 * @example
 * itemsByKey(envelope).get(fieldKey('verification.currency'))?.value; // 'SEK'
 */
export function itemsByKey(
  envelope: Pick<FieldsEnvelope, 'fields'>,
): ReadonlyMap<string, FieldItem> {
  const fields = indexFields(envelope);
  let map = byKey.get(fields);
  if (!map) {
    map = new Map(fields.map((entry) => [entry.key, entry.item]));
    byKey.set(fields, map);
  }
  return map;
}
