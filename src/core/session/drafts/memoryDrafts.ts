import type { DraftSignal, DraftStorage, StoredDraft } from './draftStorage';
import { createSubscribable } from '../../base/subscribable';

/**
 * Drafts kept in memory, shared by every session given the same object: for tests, server
 * rendering, and apps that must not write personal data to the device. Sessions sharing it behave
 * like tabs sharing IndexedDB (each is told of the others' saves).
 *
 * @example
 * const drafts = createMemoryDrafts();
 * createFormSession({ transport, store, drafts: { storage: drafts, key: 'report:new' } });
 */
export function createMemoryDrafts(): DraftStorage {
  const drafts = new Map<string, StoredDraft>();
  const watchers = createSubscribable<DraftSignal>();
  const tell = (signal: DraftSignal) => {
    watchers.notify(signal);
  };
  return {
    get: (key) => Promise.resolve(drafts.get(key)),
    set(key, draft) {
      // Parked receipts' bytes are kept as they are (a Blob is not cloned everywhere).
      const { uploads, ...json } = draft;
      drafts.set(key, { ...structuredClone(json), ...(uploads ? { uploads: [...uploads] } : {}) });
      tell({ key, draft });
      return Promise.resolve();
    },
    delete(key) {
      drafts.delete(key);
      return Promise.resolve();
    },
    clear(prefix) {
      for (const key of [...drafts.keys()]) if (key.startsWith(prefix)) drafts.delete(key);
      return Promise.resolve();
    },
    watch: watchers.subscribe,
  };
}
