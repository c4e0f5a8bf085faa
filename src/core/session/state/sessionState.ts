import type { IndexedField } from '../../wire/fieldIndex';
import type { ServerMessage } from '../../values/serverMessages';
import type { SavedObject } from '../../http/client';
import type { FieldsEnvelope } from '../../wire/model/types';
import type { DraftOffer } from '../drafts/draftStorage';

/**
 * Where a submit stands (ARCHITECTURE.md "Submit"). `unconfirmed`: a create may have been stored
 * but its reply was lost and no key protects a repeat; the Save button does not send,
 * `saveAgain()` does. `queued`: the device was offline, the save waits on it and goes out once
 * when it is back online (`queuedSave`).
 */
export type SubmitState =
  | 'idle'
  | 'submitting'
  | 'invalid'
  | 'warnings'
  | 'conflict'
  | 'failed'
  | 'unconfirmed'
  | 'queued'
  | 'submitted';

/**
 * The form-level state of a session, as `getSnapshot` returns it: one immutable object, replaced
 * on every change, so `useSyncExternalStore` (or any other reader) compares by identity.
 */
export interface FormSessionState {
  status: 'loading' | 'error' | 'ready';
  loadError: unknown;
  envelope: FieldsEnvelope | null;
  /** Every field with its key, in server order. */
  fields: readonly IndexedField[];
  /** A re-call or command is under way (typing goes on). */
  updating: boolean;
  /** The field whose change triggered the re-call under way: it shows its own progress. */
  busyKey: string | null;
  /** The last re-call or command failed; the user's entries are kept. */
  updateError: unknown;
  submitState: SubmitState;
  submitError: unknown;
  /** `unconfirmed`: the app's `confirmSave` is looking for the object. */
  checkingSave: boolean;
  /**
   * With `submitted`: a repeated save met the 409 of the version its own earlier try made, and
   * the reloaded report held the user's values, so the form saved once more on that version and
   * says "Your changes were already saved." instead of a conflict.
   */
  conflictAlreadySaved: boolean;
  /** Server messages that match no shown field; they stay in the summary. */
  formMessages: ServerMessage[];
  /** The saved report (or expense, on an expense endpoint) after a successful submit. */
  report: SavedObject | null;
  /** Grows by one each time focus should move to the first error (client checks, an invalid reply). */
  focusRequest: number;
  /** What the last reply added and removed (shown fields, by name), for a polite announcement. */
  changes: { added: string[]; removed: string[] } | null;
  /** A stored draft of this report from an earlier visit: `restoreDraft` or `discardDraft`. */
  draftOffer: DraftOffer | null;
  /** Another tab saved a draft of the same report at this time: the later save wins. */
  draftElsewhereAt: number | null;
  /**
   * `queued`: when the user saved (ms since the epoch), and whether the save was found after a
   * reload (`resumed`: the page offers to send it; it also goes out on the next `online` event).
   */
  queuedSave: { at: number; resumed: boolean } | null;
}

/**
 * The state of a session before its first load.
 *
 * @example
 * const state: FormSessionState = { ...INITIAL_SESSION_STATE, status: 'error', loadError };
 */
export const INITIAL_SESSION_STATE: FormSessionState = Object.freeze({
  status: 'loading',
  loadError: null,
  envelope: null,
  fields: [],
  updating: false,
  busyKey: null,
  updateError: null,
  submitState: 'idle',
  submitError: null,
  checkingSave: false,
  conflictAlreadySaved: false,
  formMessages: [],
  report: null,
  focusRequest: 0,
  changes: null,
  draftOffer: null,
  draftElsewhereAt: null,
  queuedSave: null,
});
