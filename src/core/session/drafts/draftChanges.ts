import type { IndexedField } from '../../wire/fieldIndex';
import { jsonShape } from '../../wire/json';
import type { JsonValue } from '../../wire/types';
import type { StoredDraft } from './draftStorage';

/**
 * The user's changes as a draft keeps them: the edit value and controlType of each edited key
 * whose field exists, JSON only (a receipt not uploaded yet is a File: never its bytes), or null
 * when nothing is worth keeping. A value is copied, so what the storage keeps never moves with
 * the form; a value nested deeper than any the library reads back is not kept.
 *
 * @example
 * const changes = draftChanges(edits.sinceLoad(), index.entry, (key) => store.get(key));
 */
export function draftChanges(
  keys: Iterable<string>,
  entry: (key: string) => IndexedField | undefined,
  valueOf: (key: string) => unknown,
): Pick<StoredDraft, 'values' | 'kinds'> | null {
  const values: Record<string, JsonValue> = {};
  const kinds: Record<string, string> = {};
  for (const key of keys) {
    const field = entry(key);
    const value = valueOf(key);
    // Checked first without recursion: the copy below then walks a bounded depth.
    if (!field || jsonShape(value) !== 'json') continue;
    values[key] = structuredClone(value as JsonValue);
    kinds[key] = field.item.controlType;
  }
  return Object.keys(values).length > 0 ? { values, kinds } : null;
}
