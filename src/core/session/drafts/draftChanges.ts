import { jsonShape } from '../../wire/json';
import type { JsonValue } from '../../wire/model/types';
import type { FieldStore } from '../store/fieldStore';
import type { StoredDraft } from './draftStorage';

/**
 * The user's changes as a draft keeps them: the edit value and controlType of each edited key
 * whose field exists, JSON only (a receipt not uploaded yet is a File: never its bytes), or null
 * when nothing is worth keeping. A value is copied, so what the storage keeps never moves with
 * the form; a value nested deeper than any the library reads back is not kept.
 *
 * @example
 * const changes = draftChanges(edits.sinceLoad(), context.index, context.store);
 */
export function draftChanges(
  keys: Iterable<string>,
  index: { entry(key: string): { item: { controlType: string } } | undefined },
  store: Pick<FieldStore, 'get'>,
): Pick<StoredDraft, 'values' | 'kinds'> | null {
  const values: Record<string, JsonValue> = {};
  const kinds: Record<string, string> = {};
  for (const key of keys) {
    const field = index.entry(key);
    const value = store.get(key);
    // Checked first without recursion: the copy below then walks a bounded depth.
    if (!field || jsonShape(value) !== 'json') continue;
    values[key] = structuredClone(value as JsonValue);
    kinds[key] = field.item.controlType;
  }
  return Object.keys(values).length > 0 ? { values, kinds } : null;
}
