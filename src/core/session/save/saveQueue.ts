import type { SavedObject } from '../../http/client';
import type { DraftKeeper } from '../drafts/draftKeeper';
import type { QueueClaim, QueuedSave, SaveQueue } from '../drafts/draftStorage';
import type { SessionContext } from '../context/sessionContext';
import type { SaveOutcome } from './saveOutcome';
import type { Unsaved } from '../recall/unsaved';
import type { EditHistory } from '../state/editHistory';
import type { SaveAttempts } from '../state/saveAttempts';

export type { SaveQueue };

/**
 * The offline save queue of a session. It lives with the draft (the same storage, scope and expiry):
 * a queued save is the draft plus `queued` in its save record (`saveRecord.ts`), which only a
 * save's moves write, never another tab's typing. Taking it to send takes the save lock, reads the
 * stored draft again, and hands it over only when it is still queued there. Before the request
 * leaves, the stored draft stops saying `queued` (a reload or another tab must never send it again:
 * its outcome may be unknown); the sender leaves its outcome before the lock is let go (`done`):
 * `sent` (the saved object), or `unconfirmed` when a create without a key lost its reply. A tab
 * that finds `sent` shows it saved, `unconfirmed` shows the outcome unknown, neither (cancelled, or
 * refused) drops it. It owns the save waiting on the device and shows it (`queuedSave`, the
 * `queued` submit state); the pipeline, the one that sends, takes it (ARCHITECTURE.md "Submit").
 * What it learns under the lock it tells the parts that own it: a save another tab sent is
 * stored (`unsaved.clear`), one whose outcome that tab could not learn is unknown here too
 * (`outcome.found`).
 *
 * @example
 * const queue = createSaveQueue(context, { keeper, outcome, unsaved, history, attempts }, lockName);
 * queue.put({ at: Date.now(), saveDespiteWarnings: false });
 * const claim = await queue.take(); // back online
 */
export function createSaveQueue(
  context: SessionContext,
  parts: {
    keeper: DraftKeeper;
    outcome: SaveOutcome;
    unsaved: Unsaved;
    history: EditHistory;
    attempts: SaveAttempts;
  },
  /** The name of the save lock: one per draft, so only the tabs of one report wait on each other. */
  lockName: string,
): SaveQueue {
  const { keeper, outcome, unsaved, history, attempts } = parts;
  let sending = false;
  /** The save waiting on the device: null when none. */
  let queued: QueuedSave | null = null;
  /** The queued save to show (`resumed`: found after a reload), or null once it is gone. */
  const show = (next: QueuedSave | null, resumed: boolean) => {
    const { submitState } = context.state;
    context.setState({
      queuedSave: next && { at: next.at, resumed },
      ...(next
        ? { submitState: 'queued', submitError: null }
        : submitState === 'queued'
          ? { submitState: 'idle' }
          : {}),
    });
  };
  /** Another tab sent it: the tab that sent it told `onSubmitted`; this one shows the same outcome. */
  const sentElsewhere = (report: SavedObject) => {
    attempts.end();
    unsaved.clear();
    history.clear('saved');
    context.setState({ report, submitState: 'submitted', submitError: null, queuedSave: null });
  };
  /**
   * Under the lock: the save to send, or null when it is no longer this tab's to send. Its going
   * out (the wait for the lock's chunk and the lock itself) keeps the form unsettled meanwhile.
   */
  const underLock = async (claimed: (claim: QueuedSave) => Promise<void>) => {
    // The lock is loaded when a queued save is first sent: only phones that were offline pay.
    const { withSaveLock } = await import('./saveLock');
    await withSaveLock(lockName, context.tab, context.clock, async () => {
      // Cancelled while this tab waited for the lock.
      const mine = queued;
      if (!mine) return;
      const stored = await keeper.read();
      queued = null;
      if (stored?.sent) return sentElsewhere(stored.sent.report as unknown as SavedObject);
      if (stored?.unconfirmed && !stored.queued)
        return outcome.found(stored.unconfirmed, Promise.resolve());
      // Cancelled in another tab; a storage that refused keeps nothing, so this tab's word holds.
      if (!stored?.queued && keeper.available()) return show(null, false);
      // It no longer waits: it is being sent (and queued again if the device is offline again).
      // The storage says so before the request leaves.
      show(null, false);
      keeper.keepSave();
      await keeper.idle();
      await claimed(mine);
      // The outcome is in the storage before the next tab may look.
      await keeper.idle();
    });
  };
  return {
    current: () => queued,
    put(next) {
      queued = next;
      keeper.keep();
      keeper.keepSave();
      show(next, false);
    },
    resume(found) {
      queued = found;
      show(found, true);
    },
    cancel() {
      if (!queued) return;
      queued = null;
      keeper.keep();
      keeper.keepSave();
      show(null, false);
    },
    async take() {
      if (!queued || sending) return null;
      sending = true;
      context.log.due('a save waiting on the device is going out', 'saveDue');
      let give: (claim: QueueClaim | null) => void = () => undefined;
      const given = new Promise<QueueClaim | null>((resolve) => (give = resolve));
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const locked: Promise<null> = underLock(async ({ saveDespiteWarnings }) => {
        give({
          saveDespiteWarnings,
          done() {
            release();
            return locked.then(() => undefined);
          },
        });
        await released;
      })
        .then(() => null)
        .finally(() => {
          sending = false;
          context.log.due(null, 'saveDue');
        });
      // The claim once the lock hands it over; null when it ends with nothing to send.
      return Promise.race([given, locked]);
    },
  };
}
