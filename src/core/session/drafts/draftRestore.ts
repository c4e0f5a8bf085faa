import type { IndexedField } from '../../wire/fieldIndex';
import type { JsonValue } from '../../wire/types';
import type { DraftKeeper } from './draftKeeper';
import type {
  DraftOffer,
  QueuedSave,
  StoredDraft,
  StoredHistory,
  UnconfirmedSave,
} from './draftStorage';
import type { ParkedUpload } from '../uploads/parkedUploads';

/** What the draft offer and its restore need of their session. */
export interface DraftRestoreHost {
  keeper: DraftKeeper;
  /** The field of a key in the current envelope. */
  entry(key: string): IndexedField | undefined;
  /** The current envelope's optimistic-lock version (spec 2.7). */
  version(): JsonValue;
  /** A user's edit, through the session's one path (store, edit log, messages, draft). */
  edit(key: string, value: JsonValue): void;
  /** A re-call of the whole envelope; settles when its reply is in (or it failed). */
  recall(): Promise<void>;
  /** The offer to show, or null once it is answered. */
  showOffer(offer: DraftOffer | null): void;
  /** True when the user changed something no draft holds yet. */
  unsaved(): boolean;
  /** The restored draft was written while a save was under way: its key saves it again. */
  adoptSaveKey?(key: string): void;
  /**
   * The draft holds a save queued while offline: its values are put back at once (they
   * are what the user saved), then the queue takes it over.
   */
  resumeQueued?(queued: QueuedSave, restored: Promise<void>): void;
  /**
   * The draft holds a save whose outcome is unknown (a create without a key lost its
   * reply, or the page went away while it was out): its values are put back at once and the
   * session shows the outcome as unknown, so nothing sends it again unasked.
   */
  resumeUnconfirmed?(unconfirmed: UnconfirmedSave, restored: Promise<void>): void;
  /** The draft's receipts picked while offline: they are uploaded before the save. */
  adoptUploads?(parked: readonly ParkedUpload[]): void;
  /** The draft's undo history, taken once its values are back. */
  adoptHistory?(history: StoredHistory): void;
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
}

/** Re-call rounds of a restore at most: a reply that keeps adding fields cannot loop. */
const MAX_ROUNDS = 4;

/**
 * The draft offer of a session. A restore follows the rule of "reload and keep my
 * changes" (ARCHITECTURE.md "Submit"): the draft's values go over the server's, each into a field
 * of the same controlType only; the re-calls they trigger bring the fields that depend on them,
 * whose values the next round puts, for at most {@link MAX_ROUNDS} rounds.
 *
 * @example
 * const drafts = createDraftRestore({ keeper, entry, version, edit, recall, showOffer, unsaved });
 * void drafts.offer(); // after each load
 * await drafts.restore(); // the user chose "Restore my changes"
 */
export function createDraftRestore(host: DraftRestoreHost): DraftRestore {
  const { keeper } = host;
  let offered: StoredDraft | null = null;
  /** A save started while the lookup was out: a plain draft it finds is no longer offered. */
  let superseded = false;
  /** The lookup under way (see `lookup`): a save asked for meanwhile waits for its answer. */
  let looking: Promise<void> | null = null;
  /** Values of the draft being restored whose fields a re-call has yet to bring. */
  const restoring = new Map<string, { value: JsonValue; kind: string }>();

  /** The offer is answered (or there was none): writing resumes. */
  const decided = () => {
    offered = null;
    keeper.hold(false);
    host.showOffer(null);
    if (host.unsaved()) keeper.touch();
  };

  /** Put the draft's values whose fields exist now; true when one of them triggers a re-call. */
  const applyRestoring = () => {
    let trigger = false;
    for (const [key, { value, kind }] of restoring) {
      const entry = host.entry(key);
      if (!entry || entry.item.controlType !== kind) continue;
      restoring.delete(key);
      host.edit(key, value);
      trigger ||= entry.item.requiresUpdate === true;
    }
    return trigger;
  };

  const restore = async () => {
    const draft = offered;
    if (!draft) return;
    restoring.clear();
    for (const [key, value] of Object.entries(draft.values))
      restoring.set(key, { value, kind: draft.kinds[key] ?? '' });
    if (draft.saveKey) host.adoptSaveKey?.(draft.saveKey);
    if (draft.uploads) host.adoptUploads?.(draft.uploads);
    decided();
    for (let round = 0; round < MAX_ROUNDS && applyRestoring(); round += 1) await host.recall();
    restoring.clear();
    if (draft.history) host.adoptHistory?.(draft.history);
  };

  /** What the lookup found: a save it holds is resumed (the restore it starts is returned). */
  const answer = (found: Awaited<ReturnType<DraftKeeper['find']>>) => {
    const { queued, unconfirmed } = found?.draft ?? {};
    const resumes = (unconfirmed && host.resumeUnconfirmed) ?? (queued && host.resumeQueued);
    // A save the draft holds is resumed as after a reload even when a save closed the lookup: its
    // outcome may be unknown, or it never left, and only the draft knows. A plain draft is what
    // the closing save replaces.
    if (superseded && !resumes) return;
    // Only the key of an attempt an earlier page had out (a form saved untouched): the next save
    // repeats that attempt, and there is nothing to offer.
    if (found && !resumes && Object.keys(found.draft.values).length === 0) {
      if (found.draft.saveKey) host.adoptSaveKey?.(found.draft.saveKey);
      decided();
      return;
    }
    offered = found?.draft ?? null;
    // An unknown outcome first: nothing may send it again unasked, not even a queue.
    if (unconfirmed && host.resumeUnconfirmed) {
      const restored = restore();
      host.resumeUnconfirmed(unconfirmed, restored);
      return restored;
    }
    if (queued && host.resumeQueued) {
      // The queue holds it before the restore's first draft write, which must keep it queued.
      const restored = restore();
      host.resumeQueued(queued, restored);
      return restored;
    }
    if (found) host.showOffer(found.offer);
    else decided();
  };

  return {
    async offer() {
      keeper.hold(true);
      superseded = false;
      let restored: Promise<void> | undefined;
      const lookup = keeper.find(host.version()).then((found) => {
        restored = answer(found);
      });
      // A failed lookup is the offer's failure; a save waiting on it goes on.
      const mine = lookup.catch(() => undefined);
      looking = mine;
      try {
        await lookup;
      } finally {
        if (looking === mine) looking = null;
      }
      return restored;
    },
    lookup: () => looking,
    restore,
    discard() {
      if (!offered) return;
      // The values go; an attempt the draft's page had out stays this form's, or a save of
      // other values would be a second object the service cannot tell from the first.
      const { saveKey } = offered;
      keeper.remove();
      if (saveKey && host.adoptSaveKey) {
        host.adoptSaveKey(saveKey);
        // Kept in the save record: a page loaded after this one repeats the attempt too.
        keeper.keepSave();
      }
      decided();
    },
    close() {
      // Also while the lookup is out: the save's key must reach the storage before it leaves.
      superseded = true;
      if (offered) {
        // The offer is answered by a save of what is on screen: the offered draft is replaced by
        // what the save keeps, and goes when it keeps nothing (a form saved untouched).
        if (offered.saveKey) host.adoptSaveKey?.(offered.saveKey);
        keeper.replaceStored();
      }
      decided();
    },
  };
}
