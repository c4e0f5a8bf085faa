import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { DraftSignal, DraftStorage, StoredDraft } from './draftStorage';

const CHANNEL = 'expense-fields-drafts';

/**
 * The IndexedDB draft storage (a lazy chunk: `indexedDbDrafts` loads it when a form first needs
 * it). One database of its own, so clearing drafts never touches an app's data; other tabs hear of
 * each save on a BroadcastChannel.
 */
export function idbDraftStore(): DraftStorage {
  let store: UseStore | null = null;
  // Opened on first use: a missing or refused IndexedDB rejects that call, which the session reports.
  const db = () => (store ??= createStore('expense-fields-drafts', 'drafts'));
  const channel =
    typeof BroadcastChannel === 'function' ? quiet(new BroadcastChannel(CHANNEL)) : null;
  return {
    get: (key) => get<StoredDraft>(key, db()),
    async set(key, draft) {
      await set(key, draft, db());
      channel?.postMessage({ key, draft } satisfies DraftSignal);
    },
    delete: (key) => del(key, db()),
    async clear(prefix) {
      if (prefix === '') return clear(db());
      const all = await keys<string>(db());
      await Promise.all(all.filter((key) => key.startsWith(prefix)).map((key) => del(key, db())));
    },
    watch(listener) {
      if (typeof BroadcastChannel !== 'function') return () => undefined;
      // A channel per watcher: a tab never hears its own posts, and closing it frees the handle.
      const ear = quiet(new BroadcastChannel(CHANNEL));
      ear.onmessage = (event: MessageEvent<DraftSignal>) => listener(event.data);
      return () => ear.close();
    },
  };
}

/** In Node (tests, server rendering) an open channel must not keep the process alive. */
function quiet(channel: BroadcastChannel): BroadcastChannel {
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}
