import type { StoredDraft } from './draftStorage';

/**
 * The storage key of a draft's save record, beside the draft under the same prefix (so
 * `clear(scope)` and expiry take both). The draft record holds the user's values and is written by
 * every tab of the report as the user types; the save record holds what is known of the save
 * (`queued`, `unconfirmed`, `sent`, with the attempt's key) and is written only when a save moves:
 * queued or cancelled by the user, taken under the save lock before its request leaves, answered.
 * So a tab writing its values never brings back a save another tab has taken (ARCHITECTURE.md
 * "Drafts").
 *
 * @example
 * await storage.get(saveRecordKey(draftKey('user-42', source)));
 */
export function saveRecordKey(draftKey: string): string {
  return `${draftKey}\u0000save`;
}

/**
 * The stored draft as a session reads it: the values of the draft record, and the save's state
 * of the save record. A draft written before there were save records keeps its own state.
 *
 * @example
 * const stored = storedSave(readStoredDraft(draftRecord), readStoredDraft(saveRecord));
 * if (stored?.queued) resumeQueued(stored.queued);
 */
export function storedSave(
  draft: StoredDraft | null,
  save: StoredDraft | null,
): StoredDraft | null {
  if (!save) return draft;
  const {
    queued: _queued,
    unconfirmed: _unconfirmed,
    sent: _sent,
    ...values
  } = draft ?? {
    ...save,
    values: {},
    kinds: {},
  };
  const saveKey = save.saveKey ?? draft?.saveKey;
  return {
    ...values,
    // A queued save expires with the later of its two writes.
    savedAt: Math.max(draft?.savedAt ?? save.savedAt, save.savedAt),
    ...(saveKey === undefined ? {} : { saveKey }),
    ...(save.queued ? { queued: save.queued } : {}),
    ...(save.unconfirmed ? { unconfirmed: save.unconfirmed } : {}),
    ...(save.sent ? { sent: save.sent } : {}),
  };
}
