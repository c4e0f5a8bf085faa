import { indexFields } from '../../wire/fieldIndex';
import { jsonEqual } from '../../wire/json';
import type { FieldsEnvelope } from '../../wire/model/types';

/**
 * True when the stored envelope holds every value the user changed (`keys`) as the save sent it
 * (wire values, compared as JSON). After a repeated PUT answered 409 it tells "your earlier try
 * was applied" from "someone else changed this report": the version moved because of
 * the user's own save. A value the service rewrote reads as different, which leaves the plain
 * conflict, where nothing is lost either.
 *
 * @example
 * if (alreadyStored(sentBody, await transport.load(signal), edits.sinceLoad())) sayAlreadySaved();
 */
export function alreadyStored(
  sent: FieldsEnvelope,
  stored: FieldsEnvelope,
  keys: Iterable<string>,
): boolean {
  const valueOf = (envelope: FieldsEnvelope) =>
    new Map(indexFields(envelope).map(({ key, item }) => [key, item.value]));
  const mine = valueOf(sent);
  const theirs = valueOf(stored);
  for (const key of keys) {
    if (!mine.has(key) || !theirs.has(key) || !jsonEqual(mine.get(key), theirs.get(key)))
      return false;
  }
  return true;
}
