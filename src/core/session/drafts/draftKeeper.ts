import type { Clock, TimerHandle } from '../ports/clock';
import type {
  DraftOffer,
  DraftSettings,
  DraftSignal,
  QueuedSave,
  SentSave,
  StoredDraft,
  StoredHistory,
  UnconfirmedSave,
} from './draftStorage';
import type { ParkedUpload } from '../uploads/parkedUploads';
import type { JsonValue } from '../../wire/model/types';
import { readStoredDraft } from './readStoredDraft';
import { saveRecordKey, storedSave } from './saveRecord';
import { createSubscribable } from '../../base/subscribable';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** How long the outcome of a queued save stays for the other tabs of its report. */
const SENT_KEPT_MS = 60 * 1000;
/** How long a save waits for the storage before its request leaves all the same. */
const STORAGE_WAIT_MS = 2000;

/** Why drafts failed: the storage refused (drafts are off), or a stored draft was unreadable. */
export type DraftFailure = 'refused' | 'unreadable';

const WORDING: Record<DraftFailure, string> = {
  refused: 'Drafts are off: the browser refused to store them.',
  unreadable: 'The stored draft was unreadable and was removed; new drafts are kept as before.',
};

/**
 * The draft storage failed (missing, full, refused in private mode: the form keeps no drafts), or
 * the draft it held was not one the form wrote (it was removed; drafts go on). Told once through
 * `onError`; the user's values are never touched.
 *
 * @example
 * onError: (error) => {
 *   if (error instanceof DraftStorageError && error.reason === 'refused') hideDraftHint();
 * }
 */
export class DraftStorageError extends Error {
  override readonly name = 'DraftStorageError';
  readonly reason: DraftFailure;
  constructor(cause: unknown, reason: DraftFailure = 'refused') {
    super(WORDING[reason], { cause });
    this.reason = reason;
  }
}

/**
 * What a draft holds of its session, read from the parts that own it as the keeper reads each
 * (the keeper calls nothing else of the session's): a lookup that reads only `now` makes no part.
 */
export interface DraftFacts {
  /** The changed values and their kinds, or null when nothing is worth keeping (or not asked). */
  changes: Pick<StoredDraft, 'values' | 'kinds'> | null;
  version: JsonValue;
  now: number;
  /** The key of the save attempt under way, kept with the draft; null between saves. */
  saveKey: string | null;
  /** A save waiting on the device for the network, kept with the draft. */
  queued: QueuedSave | null;
  /** A create without a key whose outcome is unknown, kept with the draft. */
  unconfirmed: UnconfirmedSave | null;
  /** Receipts picked while offline, kept with the draft until they are uploaded. */
  uploads: readonly ParkedUpload[];
  /** The undo history, kept with the draft (or not asked). */
  history: StoredHistory | null;
}

/**
 * Reads the facts now; `values`: the user's changes and the history too (a write of the values),
 * which a write of the save record, a lookup or a sent save's outcome do not need.
 */
export type ReadDraftFacts = (values: boolean) => DraftFacts;

/** What the keeper tells: a draft written (the session's event stream), or drafts failing. */
export type KeeperEvent = { type: 'written' } | { type: 'failed'; error: DraftStorageError };

/** The draft bookkeeping of one session. */
export interface DraftKeeper {
  /** After a load: the stored draft worth offering, or null (an expired one is removed). */
  find(version: JsonValue): Promise<{ draft: StoredDraft; offer: DraftOffer } | null>;
  /** An edit: write after the quiet time (one timer for a burst of keystrokes). */
  touch(): void;
  /** Write now what is pending (the page is hidden, the form unmounts). */
  flush(): void;
  /**
   * Write the values now, pending or not (with the save attempt's key: a reload repeats it). Not
   * while an offer is open: a save closes it first (the user saved what is on screen).
   */
  keep(): void;
  /**
   * Write the save's state now (`queued`, `unconfirmed`, or nothing) to the save record,
   * which only a save's moves write (`saveRecord.ts`): the values' writes of another tab never
   * bring back a save this tab has taken.
   */
  keepSave(): void;
  /** The stored draft and its save's state as they are now (another tab may have changed them). */
  read(): Promise<StoredDraft | null>;
  /** A queued save was sent: leave its outcome for the other tabs in place of the draft. */
  markSent(sent: SentSave): Promise<void>;
  /**
   * Resolves when every storage call asked for so far is done, or after a time limit on the clock:
   * a storage that never answers must not hold a save forever. It is then off, as one that refused
   * (reported once).
   */
  idle(): Promise<void>;
  /** The storage works (it has not refused): what is kept there is kept. */
  available(): boolean;
  /** Hold writing (an offer is open: the stored draft must survive until the user decides). */
  hold(held: boolean): void;
  /** Submitted or discarded: forget the draft. */
  remove(): void;
  /**
   * The stored draft is another page's, which this page's save replaces: the next `keep` writes
   * this page's values over it, or removes it when there are none.
   */
  replaceStored(): void;
  /** Another tab saved this draft: `listener` gets its time. Returns the stop. */
  watch(listener: (savedAt: number) => void): () => void;
  /** What the keeper tells (each failure once). Returns the stop. */
  subscribe(listener: (event: KeeperEvent) => void): () => void;
}

/**
 * Keeps a session's draft: debounced writes off the keystroke path, expiry, and one report of a
 * refused storage, after which the form works on without drafts.
 *
 * @example
 * const keeper = createDraftKeeper(settings, (values) => draftFacts(context, values), systemClock, 'tab-1');
 * keeper.subscribe((event) => event.type === 'failed' && onError(event.error));
 * keeper.touch(); // after each edit
 */
export function createDraftKeeper(
  settings: DraftSettings,
  read: ReadDraftFacts,
  clock: Clock,
  tab: string,
): DraftKeeper {
  const { storage, key } = settings;
  const events = createSubscribable<KeeperEvent>();
  const report = (error: DraftStorageError) => events.notify({ type: 'failed', error });
  let pending: TimerHandle | null = null;
  let held = false;
  let off = false;
  /** Storage calls run in order: a removal never overtakes an earlier write. */
  let queue: Promise<unknown> = Promise.resolve();
  /** The storage failed: drafts are off from now on, told once. */
  const refused = (error: unknown) => {
    if (!off) report(new DraftStorageError(error));
    off = true;
  };
  const run = <T>(work: () => Promise<T>): Promise<T | undefined> => {
    const next = queue
      .then(() => (off ? undefined : work()))
      .catch((error: unknown) => {
        refused(error);
        return undefined;
      });
    queue = next;
    return next;
  };
  const cancel = () => {
    if (pending !== null) clock.clearTimeout(pending);
    pending = null;
  };
  const saveKeyOf = saveRecordKey(key);
  /** This keeper wrote the draft record: a save's key in it is this page's. */
  let wrote = false;
  /** `now`: the save moved, and what the storage holds must follow (`keep`). */
  const write = (now = false) => {
    cancel();
    if (held) return;
    const facts = read(true);
    const { changes, saveKey, uploads, history } = facts;
    if (!changes) {
      // Nothing left to keep: a key this page wrote must not outlive its save.
      if (now && wrote) void run(() => storage.delete(key));
      wrote = false;
      return;
    }
    wrote = true;
    const draft: StoredDraft = {
      ...changes,
      version: facts.version,
      savedAt: facts.now,
      tab,
      ...(saveKey === null ? {} : { saveKey }),
      ...(uploads.length > 0 ? { uploads: [...uploads] } : {}),
      ...(history ? { history } : {}),
    };
    void run(() => storage.set(key, draft)).then(() => {
      if (!off) events.notify({ type: 'written' });
    });
  };
  /** A record as stored, or null; one that is not a draft goes, and is reported once. */
  const readRecord = (stored: unknown, at: string) => {
    if (stored === undefined || stored === null) return null;
    const record = readStoredDraft(stored);
    if (record) return record;
    // Left in place it would fail every load: it goes, and writing resumes as with no draft.
    void run(() => storage.delete(at));
    report(new DraftStorageError(stored, 'unreadable'));
    return null;
  };
  /** Both records, read in one turn of the storage queue. */
  const readBoth = async () => {
    const [draft, save] =
      (await run(async () => [await storage.get(key), await storage.get(saveKeyOf)])) ?? [];
    return { draft: readRecord(draft, key), save: readRecord(save, saveKeyOf) };
  };
  /** Both records go. */
  const removeBoth = () =>
    run(async () => {
      await storage.delete(key);
      await storage.delete(saveKeyOf);
    });
  return {
    async find(version) {
      const records = await readBoth();
      // A sent save's outcome is for the tabs waiting on it (a minute); a new page has no offer.
      // (A draft written before save records holds it itself.)
      const { now } = read(false);
      const stale = (record: StoredDraft | null) =>
        record?.sent !== undefined && now - record.savedAt > SENT_KEPT_MS;
      if (stale(records.save)) void run(() => storage.delete(saveKeyOf));
      if (stale(records.draft)) void run(() => storage.delete(key));
      const draft = storedSave(records.draft, records.save);
      if (!draft) return null;
      if (draft.sent) {
        // No offer, yet values a tab wrote after that save stay in the draft record: this page's
        // save replaces them, as it does an offered draft's (ARCHITECTURE.md "Submit"), or a
        // reload would resume that save, of unknown outcome, with values it never sent.
        if (records.draft) wrote = true;
        return null;
      }
      const saving = draft.queued ?? draft.unconfirmed ?? draft.saveKey;
      if (Object.keys(draft.values).length === 0 && !saving) return null;
      if (now - draft.savedAt > (settings.maxAgeMs ?? WEEK_MS)) {
        void removeBoth();
        return null;
      }
      return { draft, offer: { savedAt: draft.savedAt, versionMoved: draft.version !== version } };
    },
    touch() {
      if (pending !== null || off || held) return;
      pending = clock.setTimeout(() => write(), settings.saveDelayMs ?? 1000);
    },
    flush() {
      if (pending !== null) write();
    },
    keep() {
      if (!off) write(true);
    },
    replaceStored() {
      wrote = true;
    },
    keepSave() {
      if (off) return;
      const facts = read(false);
      const { queued, unconfirmed, saveKey } = facts;
      // The key of an attempt under way is kept apart from the user's values: a form saved
      // untouched has no draft, and the next page must repeat the attempt with the same key.
      if (!queued && !unconfirmed && saveKey === null) {
        void run(() => storage.delete(saveKeyOf));
        return;
      }
      const record: StoredDraft = {
        values: {},
        kinds: {},
        version: facts.version,
        savedAt: facts.now,
        tab,
        ...(saveKey === null ? {} : { saveKey }),
        ...(queued ? { queued } : {}),
        ...(unconfirmed ? { unconfirmed } : {}),
      };
      void run(() => storage.set(saveKeyOf, record));
    },
    async read() {
      const { draft, save } = await readBoth();
      return storedSave(draft, save);
    },
    async markSent(sent) {
      cancel();
      wrote = false;
      const { version, now } = read(false);
      const outcome: StoredDraft = {
        values: {},
        kinds: {},
        version,
        savedAt: now,
        tab,
        sent,
      };
      await run(async () => {
        await storage.set(saveKeyOf, outcome);
        await storage.delete(key);
      });
    },
    async idle() {
      // Off, nothing is stored: the calls still in the queue keep nothing worth waiting for.
      if (off) return;
      const late = await new Promise<boolean>((resolve) => {
        const timer = clock.setTimeout(() => resolve(true), STORAGE_WAIT_MS);
        void queue.then(() => {
          clock.clearTimeout(timer);
          resolve(false);
        });
      });
      if (late) refused(new Error(`The draft storage did not answer in ${STORAGE_WAIT_MS} ms.`));
    },
    available: () => !off,
    hold(next) {
      held = next;
    },
    remove() {
      cancel();
      wrote = false;
      void removeBoth();
    },
    watch(listener) {
      // A signal comes from another tab, maybe of another version of the library: read, not trusted.
      const stop = storage.watch?.((signal: Partial<DraftSignal> | null) => {
        const draft = signal?.key === key ? readStoredDraft(signal.draft) : null;
        // A sent save's outcome is no draft of the user's (its tabs read it under the save lock).
        if (draft && draft.tab !== tab && !draft.sent) listener(draft.savedAt);
      });
      return stop ?? (() => undefined);
    },
    subscribe: events.subscribe,
  };
}
