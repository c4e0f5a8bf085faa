import type { JsonValue } from '../../wire/model/types';
import type { ParkedUpload } from '../uploads/parkedUploads';

/**
 * What a draft holds: the values the user changed, never bytes of a file (a receipt is
 * its content id) and never an access token.
 */
export interface StoredDraft {
  /** Edit values of the keys the user changed, by form key. */
  values: Record<string, JsonValue>;
  /** The controlType of each key when it was saved: a value never lands in a field of another kind. */
  kinds: Record<string, string>;
  /** The envelope's optimistic-lock `version` when the draft was saved (spec 2.7; null for new). */
  version: JsonValue;
  /** When it was saved, in ms since the epoch. */
  savedAt: number;
  /** The tab (session) that saved it: another tab's save is told, a tab's own is not. */
  tab: string;
  /**
   * The idempotency key of a save attempt under way when the draft was written: a
   * restored draft saves with it again, so a save whose reply was lost before a reload is
   * answered with its first result instead of creating a second report.
   */
  saveKey?: string;
  /**
   * A save the user asked for while the device was offline, sent once when it is back
   * online: by this page, by the page after a reload, by one of two tabs. This and `sent` and
   * `unconfirmed` are kept in the draft's save record (`saveRecord.ts`), which only a save's moves
   * write; a draft written before save records existed may hold them itself.
   */
  queued?: QueuedSave;
  /** The queued save was sent (by the tab that sent it): a tab that finds this is saved too. */
  sent?: SentSave;
  /**
   * A create without an idempotency key left and no answer says whether the service stored it:
   * written before its request leaves, kept when its reply is lost, gone once an
   * answer is in. A page that finds it shows the outcome as unknown instead of sending again.
   */
  unconfirmed?: UnconfirmedSave;
  /** Receipts picked while offline: their bytes, uploaded before the save. */
  uploads?: ParkedUpload[];
  /** The undo history, so undo goes on after a reload (ARCHITECTURE.md "History"). */
  history?: StoredHistory;
}

/** One field's change in an undo step, as a draft keeps it. */
export interface StoredHistoryEntry {
  key: string;
  before: JsonValue;
  after: JsonValue;
  scanned?: boolean;
}

/** The undo history as a draft keeps it (ARCHITECTURE.md "History"): JSON only. */
export interface StoredHistory {
  steps: { entries: StoredHistoryEntry[]; key: string; label: string }[];
  /** How many of the steps are done (the rest can be redone). */
  cursor: number;
  /** The values of fields replies removed, by form key. */
  removed: Record<string, JsonValue>;
}

/** A save waiting on the device for the network. */
export interface QueuedSave {
  /** When the user asked for it, in ms since the epoch. */
  at: number;
  /** It was "Save anyway" (spec: `saveDespiteWarnings=true`). */
  saveDespiteWarnings: boolean;
}

/** A save whose outcome is unknown: its attempt's key, and when it was sent. */
export interface UnconfirmedSave {
  key: string;
  /** When its request left, in ms since the epoch. */
  at: number;
}

/** What the tab that sent a queued save leaves for the others. */
export interface SentSave {
  at: number;
  /** The saved object, as the service answered. */
  report: JsonValue;
}

/** Another tab saved a draft. */
export interface DraftSignal {
  key: string;
  draft: StoredDraft;
}

/**
 * Where drafts are kept: IndexedDB by default (`indexedDbDrafts`), memory in tests, or your own
 * (an encrypted store, a server). Every method may reject: the form then keeps no drafts and
 * says so once through `onError`.
 */
export interface DraftStorage {
  get(key: string): Promise<StoredDraft | undefined>;
  set(key: string, draft: StoredDraft): Promise<void>;
  delete(key: string): Promise<void>;
  /** Remove every draft whose key starts with `prefix` (`''`: all of them). */
  clear(prefix: string): Promise<void>;
  /** Listen to what other tabs do to drafts (optional: without it, tabs are not told). */
  watch?(listener: (signal: DraftSignal) => void): () => void;
}

/**
 * Where a session keeps its drafts, and how.
 *
 * @example
 * createFormSession({ transport, store, drafts: { storage: indexedDbDrafts(), key: 'me:report:new' } });
 */
export interface DraftSettings {
  storage: DraftStorage;
  /** The draft's key: user scope + organization + endpoint + report, so two forms never mix. */
  key: string;
  /** A draft older than this is dropped, in ms. Default 7 days. */
  maxAgeMs?: number;
  /** Quiet time after the last edit before the draft is written, in ms. Default 1000. */
  saveDelayMs?: number;
}

/** The draft a session found for its source after loading: restore or discard it. */
export interface DraftOffer {
  savedAt: number;
  /** The server's version moved since the draft was saved: the report changed meanwhile. */
  versionMoved: boolean;
}

/**
 * The key of a draft: the user's scope first, so {@link DraftStorage.clear} of `draftKey(scope, '')`
 * removes exactly that user's drafts. The scope is written so that it never holds the separator
 * (`\u0000` becomes `\u0001 0`, `\u0001` becomes `\u0001 1`): the first separator ends it, so no two
 * (scope, source) pairs share a key and no scope's prefix reaches into another scope. A scope
 * without those two characters keeps the key it always had.
 *
 * @example
 * draftKey('user-42', 'fields:org-1:report:new'); // 'user-42\u0000fields:org-1:report:new'
 */
export function draftKey(scope: string, source: string): string {
  // The escape character first, so the escapes written for the separator stay as written.
  const escaped = scope.replaceAll('\u0001', '\u00011').replaceAll('\u0000', '\u00010');
  return `${escaped}\u0000${source}`;
}

/** The save that waits on the device for the network (ARCHITECTURE.md "Submit"): a queued save is kept with the draft, by `createSaveQueue`. */
export interface SaveQueue {
  /** The queued save, or null (the draft keeper stores it with the draft). */
  current(): QueuedSave | null;
  /** Keep this save on the device; it goes out when taken (`take`, on the `online` event). */
  put(queued: QueuedSave): void;
  /** A queued save found with the draft after a reload. */
  resume(queued: QueuedSave): void;
  /** The user cancelled it: the values stay, as a draft. */
  cancel(): void;
  /**
   * Take it to send, once across tabs: under the save lock, if it is still queued in the storage
   * (null when it is not, or another tab took it). The lock is held until `done()`, which the
   * sender calls once the save's outcome is stored, so the next tab finds it.
   */
  take(): Promise<QueueClaim | null>;
}

/** A queued save taken to send, the save lock held until `done()`. */
export interface QueueClaim {
  saveDespiteWarnings: boolean;
  done(): Promise<void>;
}

/** The offer of a stored draft after a load, and its answer. */
export interface DraftRestore {
  /** After a load: find the stored draft and offer it; writing is held until it is answered. */
  offer(): Promise<void>;
  /** Put the offered draft's values over the server's, with the re-calls they trigger. */
  restore(): Promise<void>;
  /** Drop the offered draft; what the user typed meanwhile becomes the draft. */
  discard(): void;
  /**
   * A save of what is on screen starts while the offer is open (or its lookup is out): the offer
   * closes and writing resumes, so the save's key reaches the storage before its request leaves.
   * The stored draft is replaced by what the user saved, as a successful save would
   * remove it. A save the draft holds (`queued`, `unconfirmed`) is no offer: a lookup that finds
   * one resumes it all the same.
   */
  close(): void;
  /**
   * The lookup under way, settled once what it found is offered or resumed; null when none is out.
   * A save waits for it: the storage may hold an earlier page's save, which wins.
   */
  lookup(): Promise<void> | null;
  /**
   * Back online after a load that failed offline: `send` runs once the next queued save the
   * lookup finds is resumed with its values (the restore holds it until then).
   */
  whenResumed(send: () => void): void;
}
