import type { Clock } from '../ports/clock';

/**
 * The lock's own channel, not the drafts' (`idbDraftStore.ts`): the lock must work whatever storage
 * keeps the drafts (memory, an app's own storage, which have no channel), and the drafts' channel
 * carries whole drafts, receipts' bytes included, to every tab's draft listener.
 */
const CHANNEL = 'expense-fields-save-lock';
/** How long a claim waits for an earlier claim from another tab before it holds the lock. */
const CLAIM_MS = 150;
/** A holder that never says it released (its tab was closed mid-save) is waited for this long. */
const STALE_MS = 30_000;

interface LockMessage {
  name: string;
  tab: string;
  /** `claim`: wants it, `held`: has it, `released`: done. */
  type: 'claim' | 'held' | 'released';
  /** When the claim was made: the earliest claim wins, then the smaller tab id. */
  at: number;
}

/**
 * Runs `work` while no other tab of the origin runs work under the same name (two tabs
 * never both send a queued save). Web Locks where the browser has them (secure contexts); else
 * a claim on a BroadcastChannel of its own: a tab claims, waits a moment for an earlier claim,
 * holds, and tells when it released; a holder that never tells is waited for 30 s.
 * Without either (one tab, or Node without channels) it just runs.
 *
 * @example
 * await withSaveLock('ef-save:' + draftKey, 'tab-1', systemClock, async () => sendQueued());
 */
export async function withSaveLock<T>(
  name: string,
  tab: string,
  clock: Clock,
  work: () => Promise<T>,
): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request(name, () => work());
  if (typeof BroadcastChannel !== 'function') return work();
  const channel = new BroadcastChannel(CHANNEL);
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  try {
    await claim(channel, name, tab, clock);
    const held = () =>
      channel.postMessage({ name, tab, type: 'held', at: Date.now() } satisfies LockMessage);
    // A tab that claims while this one works hears that the lock is held.
    channel.onmessage = (event: MessageEvent<Partial<LockMessage>>) => {
      if (event.data.name === name && event.data.type === 'claim' && event.data.tab !== tab) held();
    };
    held();
    return await work();
  } finally {
    channel.postMessage({ name, tab, type: 'released', at: Date.now() } satisfies LockMessage);
    channel.close();
  }
}

/** Resolves once this tab may hold the lock: no earlier claim and no holder is heard. */
function claim(channel: BroadcastChannel, name: string, tab: string, clock: Clock) {
  return new Promise<void>((resolve) => {
    let mine = Date.now();
    /** Other tabs ahead of this one: their claim came first, or they hold it. */
    const ahead = new Map<string, number>();
    let timer: unknown = null;
    const tryNow = () => {
      if (timer !== null) clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        timer = null;
        const now = Date.now();
        for (const [other, since] of ahead) if (now - since > STALE_MS) ahead.delete(other);
        if (ahead.size > 0) return tryNow();
        channel.onmessage = null;
        resolve();
      }, CLAIM_MS);
    };
    channel.onmessage = (event: MessageEvent<Partial<LockMessage>>) => {
      const { name: other, tab: them, type, at } = event.data;
      if (other !== name || typeof them !== 'string' || them === tab) return;
      if (type === 'released') ahead.delete(them);
      else if (type === 'held') ahead.set(them, Date.now());
      else if (type === 'claim' && typeof at === 'number') {
        // The earlier claim goes first; the same instant is settled by the tab ids.
        if (at < mine || (at === mine && them < tab)) ahead.set(them, Date.now());
        // A later claimant must hear of this one, even if it missed the first word.
        else channel.postMessage({ name, tab, type: 'claim', at: mine } satisfies LockMessage);
      }
    };
    mine = Date.now();
    channel.postMessage({ name, tab, type: 'claim', at: mine } satisfies LockMessage);
    tryNow();
  });
}
