import { isJsonObject, jsonShape, MAX_JSON_DEPTH } from '../../wire/json';
import type { QueuedSave, SentSave, StoredDraft, UnconfirmedSave } from './draftStorage';
import type { ParkedUpload } from '../uploads/parkedUploads';
import { readStoredHistory } from './readStoredHistory';

/**
 * A value read from a draft storage as a {@link StoredDraft}, or null when it does not have that
 * shape (a draft written by another version of the library, a storage edited by hand, a broken
 * custom storage). The session never lets such a value near the form: it removes it and says so
 * once (`DraftStorageError` with `reason: 'unreadable'`), then goes on keeping drafts.
 *
 * @example
 * const draft = readStoredDraft(await storage.get(key));
 * if (!draft) await storage.delete(key);
 */
export function readStoredDraft(value: unknown): StoredDraft | null {
  // Plain JSON throughout (a draft is the form's JSON only), and each of its values within the
  // depth every value of the library keeps: the draft and `values` are the two levels above them.
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  // Parked receipts hold bytes (Blobs): read apart; everything else is plain JSON.
  // The undo history nests its values deeper than the draft's own: read apart, and one that does
  // not read is dropped alone (the values are still worth offering).
  const { uploads: parked, history: kept, ...json } = value as Record<string, unknown>;
  if (!isJsonObject(json) || jsonShape(json, MAX_JSON_DEPTH + 2) !== 'json') return null;
  const uploads = parked === undefined ? undefined : readParked(parked);
  if (uploads === null) return null;
  const { values, kinds, version, savedAt, tab, saveKey, queued, sent, unconfirmed } = json;
  if (!isJsonObject(values) || !isJsonObject(kinds) || version === undefined) return null;
  if (Object.values(kinds).some((kind) => typeof kind !== 'string')) return null;
  if (typeof savedAt !== 'number' || typeof tab !== 'string') return null;
  // A draft written before save keys existed has no key; one that has a key has a text (a UUID).
  if (saveKey !== undefined && (typeof saveKey !== 'string' || saveKey === '')) return null;
  const queue = queued === undefined ? undefined : readQueued(queued);
  const done = sent === undefined ? undefined : readSent(sent);
  const unknown = unconfirmed === undefined ? undefined : readUnconfirmed(unconfirmed);
  if (queue === null || done === null || unknown === null) return null;
  const history = kept === undefined ? null : readStoredHistory(kept);
  return {
    values,
    kinds: kinds as Record<string, string>,
    version,
    savedAt,
    tab,
    ...(saveKey === undefined ? {} : { saveKey }),
    ...(queue ? { queued: queue } : {}),
    ...(done ? { sent: done } : {}),
    ...(unknown ? { unconfirmed: unknown } : {}),
    ...(uploads ? { uploads } : {}),
    ...(history ? { history } : {}),
  };
}

/** Receipts parked while offline: an id, the bytes, and the upload's options (JSON). */
function readParked(value: unknown): ParkedUpload[] | null {
  if (!Array.isArray(value)) return null;
  const parked: ParkedUpload[] = [];
  for (const entry of value as unknown[]) {
    if (entry === null || typeof entry !== 'object') return null;
    const { id, body, options } = entry as Record<string, unknown>;
    if (typeof id !== 'string' || !(body instanceof Blob) || !isJsonObject(options)) return null;
    if (typeof options.contentType !== 'string') return null;
    parked.push({ id, body, options: options as unknown as ParkedUpload['options'] });
  }
  return parked;
}

/** A queued save: when, and whether it was "Save anyway". */
function readQueued(value: unknown): QueuedSave | null {
  if (!isJsonObject(value)) return null;
  const { at, saveDespiteWarnings } = value;
  return typeof at === 'number' && typeof saveDespiteWarnings === 'boolean'
    ? { at, saveDespiteWarnings }
    : null;
}

/** A queued save another tab sent, with the object the service answered. */
function readSent(value: unknown): SentSave | null {
  if (!isJsonObject(value)) return null;
  const { at, report } = value;
  return typeof at === 'number' && isJsonObject(report) ? { at, report } : null;
}

/** A save whose outcome is unknown: its attempt's key and when it left. */
function readUnconfirmed(value: unknown): UnconfirmedSave | null {
  if (!isJsonObject(value)) return null;
  const { key, at } = value;
  return typeof key === 'string' && key !== '' && typeof at === 'number' ? { key, at } : null;
}
