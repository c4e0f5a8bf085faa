import { draftKey, type DraftStorage } from './draftStorage';

let loaded: Promise<DraftStorage> | null = null;
/** The IndexedDB storage, loaded once on first use (idb-keyval stays out of the first download). */
const storage = () =>
  (loaded ??= import('./idbDraftStore').then(({ idbDraftStore }) => idbDraftStore()));

/**
 * Drafts in the browser's IndexedDB, shared by the tabs of the origin (the default of
 * `<FieldsForm>`). The code that talks to IndexedDB is a lazy chunk.
 *
 * @example
 * const session = createFormSession({ transport, store, drafts: { storage: indexedDbDrafts(), key } });
 */
export function indexedDbDrafts(): DraftStorage {
  return {
    get: async (key) => (await storage()).get(key),
    set: async (key, draft) => (await storage()).set(key, draft),
    delete: async (key) => (await storage()).delete(key),
    clear: async (prefix) => (await storage()).clear(prefix),
    watch(listener) {
      let stop: (() => void) | null = null;
      let stopped = false;
      void storage().then((loadedStorage) => {
        if (!stopped) stop = loadedStorage.watch?.(listener) ?? null;
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

/**
 * Removes every draft of a user (sign-out on a shared machine), or every draft of the origin when
 * no scope is given.
 *
 * @example
 * async function signOut() {
 *   await clearDrafts(user.id);
 *   auth.signOut();
 * }
 */
export async function clearDrafts(scope?: string): Promise<void> {
  await (await storage()).clear(scope === undefined ? '' : draftKey(scope, ''));
}
