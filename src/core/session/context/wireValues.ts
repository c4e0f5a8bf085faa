import { holdsValue, mapFields } from '../../wire/fieldIndex';
import type { JsonValue } from '../../wire/model/types';
import { requestBody } from './requestBody';
import type { SessionContext } from './sessionContext';

/**
 * What a save would send, by property: the edit values through their codecs, as the save builds
 * its body; a value the form cannot read yet (`12abc`) is given as the user typed it.
 *
 * @example
 * const values = wireValues(context); // { 'verification.amount': 12.5, ... }
 */
export function wireValues(context: SessionContext): Record<string, JsonValue> {
  const current = context.index.current;
  const values: Record<string, JsonValue> = {};
  if (!current) return values;
  const { envelope, problems } = requestBody(context, current);
  mapFields(envelope, (item, key) => {
    if (!item.visible || !holdsValue(item) || Object.hasOwn(values, item.property)) return item;
    values[item.property] = problems[key]
      ? (context.store.get(key) as JsonValue)
      : (item.value ?? null);
    return item;
  });
  return values;
}
