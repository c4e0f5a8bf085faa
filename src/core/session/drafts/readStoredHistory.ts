import { isJsonObject, jsonShape, MAX_JSON_DEPTH } from '../../wire/json';
import type { JsonValue } from '../../wire/model/types';
import type { StoredHistory, StoredHistoryEntry } from './draftStorage';

/**
 * A draft's undo history as stored, or null when it does not have that shape (written by another
 * version, edited by hand): the draft's values are offered all the same, without the history.
 *
 * @example
 * const history = readStoredHistory(stored.history);
 */
export function readStoredHistory(value: unknown): StoredHistory | null {
  if (!isJsonObject(value)) return null;
  const { steps, cursor, removed } = value;
  if (!Array.isArray(steps) || typeof cursor !== 'number' || !isJsonObject(removed)) return null;
  if (!Number.isInteger(cursor) || cursor < 0 || cursor > steps.length) return null;
  if (jsonShape(removed, MAX_JSON_DEPTH + 1) !== 'json') return null;
  const read: StoredHistory['steps'] = [];
  for (const step of steps as unknown[]) {
    if (!isJsonObject(step)) return null;
    const { entries, key, label } = step;
    if (typeof key !== 'string' || typeof label !== 'string' || !Array.isArray(entries))
      return null;
    const kept = entries.map(readEntry);
    if (kept.length === 0 || kept.some((entry) => entry === null)) return null;
    read.push({ entries: kept as StoredHistoryEntry[], key, label });
  }
  return { steps: read, cursor, removed };
}

function readEntry(value: unknown): StoredHistoryEntry | null {
  if (!isJsonObject(value)) return null;
  const { key, before, after, scanned } = value;
  if (typeof key !== 'string' || before === undefined || after === undefined) return null;
  if (jsonShape(before) !== 'json' || jsonShape(after) !== 'json') return null;
  if (scanned !== undefined && typeof scanned !== 'boolean') return null;
  const entry = { key, before: before as JsonValue, after: after as JsonValue };
  return scanned ? { ...entry, scanned } : entry;
}
