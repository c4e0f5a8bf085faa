import type { JsonValue } from '../../wire/model/types';
import type { DraftKeeper } from '../drafts/draftKeeper';
import type { DraftOffer, DraftRestore, SaveQueue, StoredDraft } from '../drafts/draftStorage';
import type { SessionContext } from '../context/sessionContext';
import { versionOf } from '../context/versionOf';
import type { Recall } from '../recall/createRecall';
import type { Unsaved } from '../recall/unsaved';
import type { EditHistory } from '../state/editHistory';
import type { SaveAttempts } from '../state/saveAttempts';
import type { ParkedReceipts } from './parkedReceipts';
import type { SaveOutcome } from './saveOutcome';

export type { DraftRestore };

/** The parts a restore acts through, as a user does. */
export interface RestoreParts {
  recall: Recall;
  outcome: SaveOutcome;
  queue: SaveQueue;
  receipts: ParkedReceipts;
  unsaved: Unsaved;
  history: EditHistory;
  attempts: SaveAttempts;
}

/** Re-call rounds of a restore at most: a reply that keeps adding fields cannot loop. */
const MAX_ROUNDS = 4;

/**
 * The draft offer of a session. A restore follows the rule of "reload and keep my
 * changes" (ARCHITECTURE.md "Submit"): the draft's values go over the server's, each into a field
 * of the same controlType only; the re-calls they trigger bring the fields that depend on them,
 * whose values the next round puts, for at most {@link MAX_ROUNDS} rounds. It reads the state and
 * acts through the parts, as a user does: a restored value is an edit (`recall.noteEdit`), a found
 * save of unknown outcome an outcome (`outcome.found`), a queued one the queue's again.
 *
 * @example
 * const drafts = createDraftRestore(context, keeper, { recall, outcome, queue, receipts, unsaved });
 * void drafts.offer(); // after each load
 * await drafts.restore(); // the user chose "Restore my changes"
 */
export function createDraftRestore(
  context: SessionContext,
  keeper: DraftKeeper,
  parts: RestoreParts,
): DraftRestore {
  const { recall, outcome, queue, receipts, unsaved, history, attempts } = parts;
  /** Back online after a load that failed offline: what sends the queued save once resumed. */
  let sendOnResume: (() => void) | null = null;
  /** The offer to show (`draftOffer`, which only the restore writes), or null once answered. */
  const showOffer = (offer: DraftOffer | null) => {
    if (offer) context.draftEvent('offered');
    if (offer || context.state.draftOffer) context.setState({ draftOffer: offer });
  };
  /** The restored draft was written while a save was under way: its key saves it again. */
  const adoptSaveKey = (key: string) => attempts.adopt(key);
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
    showOffer(null);
    if (unsaved.dirty()) keeper.touch();
  };

  /** Put the draft's values whose fields exist now; true when one of them triggers a re-call. */
  const applyRestoring = () => {
    let trigger = false;
    for (const [key, { value, kind }] of restoring) {
      const entry = context.index.entry(key);
      if (!entry || entry.item.controlType !== kind) continue;
      restoring.delete(key);
      recall.noteEdit(key, value);
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
    if (draft.saveKey) adoptSaveKey(draft.saveKey);
    if (draft.uploads) {
      // The draft's receipts picked while offline: they are uploaded before the save.
      receipts.adopt(draft.uploads);
    }
    decided();
    for (let round = 0; round < MAX_ROUNDS && applyRestoring(); round += 1) await recall.recall();
    restoring.clear();
    if (draft.history) history.adopt(draft.history);
  };

  /** What the lookup found: a save it holds is resumed (the restore it starts is returned). */
  const answer = (found: Awaited<ReturnType<DraftKeeper['find']>>) => {
    const { queued, unconfirmed } = found?.draft ?? {};
    const resumes = unconfirmed ?? queued;
    // A save the draft holds is resumed as after a reload even when a save closed the lookup: its
    // outcome may be unknown, or it never left, and only the draft knows. A plain draft is what
    // the closing save replaces.
    if (superseded && !resumes) return;
    // Only the key of an attempt an earlier page had out (a form saved untouched): the next save
    // repeats that attempt, and there is nothing to offer.
    if (found && !resumes && Object.keys(found.draft.values).length === 0) {
      if (found.draft.saveKey) adoptSaveKey(found.draft.saveKey);
      decided();
      return;
    }
    offered = found?.draft ?? null;
    // An unknown outcome first: nothing may send it again unasked, not even a queue.
    // Its values are put back at once (they are what the user saved), and the session shows the
    // outcome as unknown, so nothing sends it again unasked.
    if (unconfirmed) {
      const restored = restore();
      outcome.found(unconfirmed, restored);
      return restored;
    }
    if (queued) {
      // The queue holds it before the restore's first draft write, which must keep it queued.
      const restored = restore();
      // Asked for on an earlier page: this page's app hears of it once.
      outcome.ask();
      queue.resume(queued);
      // Back online after a load that failed offline: the save goes once its values are back.
      const send = sendOnResume;
      sendOnResume = null;
      if (send) void restored.then(send);
      return restored;
    }
    if (found) showOffer(found.offer);
    else decided();
  };

  return {
    async offer() {
      keeper.hold(true);
      superseded = false;
      let restored: Promise<void> | undefined;
      const lookup = keeper.find(versionOf(context.index.current)).then((found) => {
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
    whenResumed(send) {
      sendOnResume = send;
    },
    restore,
    discard() {
      if (!offered) return;
      // The values go; an attempt the draft's page had out stays this form's, or a save of
      // other values would be a second object the service cannot tell from the first.
      const { saveKey } = offered;
      keeper.remove();
      if (saveKey) {
        adoptSaveKey(saveKey);
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
        if (offered.saveKey) adoptSaveKey(offered.saveKey);
        keeper.replaceStored();
      }
      decided();
    },
  };
}
