import type { JsonValue } from '../../wire/types';
import type { Clock } from '../ports/clock';
import type { DraftKeeper } from '../drafts/draftKeeper';
import type { QueuedSave, SaveQueue, UnconfirmedSave } from '../drafts/draftStorage';

export type { SaveQueue };

/** What the queue needs of its session. */
export interface SaveQueueHost {
  keeper: DraftKeeper;
  clock: Clock;
  /** The name of the save lock: one per draft, so only the tabs of one report wait on each other. */
  lockName: string;
  tab: string;
  /** Send the save now, as the session sends every save (its attempt's key, its outcomes). */
  send(saveDespiteWarnings: boolean): Promise<void>;
  /** The queued save to show (`resumed`: found after a reload), or null once it is gone. */
  show(queued: QueuedSave | null, resumed: boolean): void;
  /** Another tab sent it: the object the service answered that tab. */
  sentElsewhere(report: JsonValue): void;
  /** Another tab sent it and its outcome is unknown (a create without a key lost its reply). */
  unconfirmedElsewhere(unconfirmed: UnconfirmedSave): void;
  /**
   * It is going out (true) until this tab has sent it or found it gone (false): the wait for the
   * lock's chunk and the lock itself, when no request is out yet, still keeps the form unsettled.
   */
  going(on: boolean): void;
}

/**
 * The offline save queue of a session. It lives with the draft (the same storage, scope and expiry):
 * a queued save is the draft plus `queued` in its save record (`saveRecord.ts`), which only a
 * save's moves write, never another tab's typing. Sending takes the save lock, reads the stored draft
 * again, and sends only when it is still queued there. Before the request leaves, the stored draft
 * stops saying `queued` (a reload or another tab must never send it again: its outcome may be
 * unknown); the session then leaves its outcome before the lock is let go: `sent` (the saved
 * object), or `unconfirmed` when a create without a key lost its reply. A tab that finds `sent`
 * shows it saved, `unconfirmed` shows the outcome unknown, neither (cancelled, or refused) drops it.
 *
 * @example
 * const queue = createSaveQueue({ keeper, clock, lockName, tab, send, show, sentElsewhere, unconfirmedElsewhere, going });
 * queue.put({ at: Date.now(), saveDespiteWarnings: false });
 * addEventListener('online', () => void queue.sendNow());
 */
export function createSaveQueue(host: SaveQueueHost): SaveQueue {
  const { keeper } = host;
  let queued: QueuedSave | null = null;
  let sending = false;
  return {
    current: () => queued,
    put(next) {
      queued = next;
      keeper.keep();
      keeper.keepSave();
      host.show(next, false);
    },
    resume(found) {
      queued = found;
      host.show(found, true);
    },
    cancel() {
      if (!queued) return;
      queued = null;
      keeper.keep();
      keeper.keepSave();
      host.show(null, false);
    },
    async sendNow() {
      if (!queued || sending) return;
      sending = true;
      host.going(true);
      try {
        // The lock is loaded when a queued save is first sent: only phones that were offline pay.
        const { withSaveLock } = await import('./saveLock');
        await withSaveLock(host.lockName, host.tab, host.clock, async () => {
          // Cancelled while this tab waited for the lock.
          const mine = queued;
          if (!mine) return;
          const stored = await keeper.read();
          queued = null;
          if (stored?.sent) return host.sentElsewhere(stored.sent.report);
          if (stored?.unconfirmed && !stored.queued)
            return host.unconfirmedElsewhere(stored.unconfirmed);
          // Cancelled in another tab; a storage that refused keeps nothing, so this tab's word holds.
          if (!stored?.queued && keeper.available()) return host.show(null, false);
          // It no longer waits: it is being sent (and queued again if the device is offline again).
          // The storage says so before the request leaves.
          host.show(null, false);
          keeper.keepSave();
          await keeper.idle();
          await host.send(mine.saveDespiteWarnings);
          // The outcome is in the storage before the next tab may look.
          await keeper.idle();
        });
      } finally {
        sending = false;
        host.going(false);
      }
    },
  };
}
