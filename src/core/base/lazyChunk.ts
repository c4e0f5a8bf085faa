import { createSubscribable } from './subscribable';

/** Code loaded with `import()` when first wanted, read synchronously once it has come. */
export interface LazyChunk<T> {
  /**
   * Loads it (once: every call shares the load); resolves when `current()` has it, rejects when it
   * could not load (the next call tries again).
   */
  load(): Promise<void>;
  /** What was loaded, or null until it comes. Safe to read while rendering. */
  current(): T | null;
  /** The last load failed and no other has started since (a view then draws without it). */
  failed(): boolean;
  /** Told once, when it comes (`useSyncExternalStore`'s subscribe). */
  subscribe(listener: () => void): () => void;
}

/**
 * A chunk of code a view draws with once it is loaded (the review, a language's strings): `load`
 * is `preloadReview()` / `loadMessages()` for a server render, `current` and `subscribe` feed
 * `useSyncExternalStore`, and a view that must not draw without it suspends on it
 * (`react/form/suspendFor.ts`).
 *
 * @example
 * const review = lazyChunk(() => import('./reviewFields').then((module) => module.reviewElements));
 * const draw = useSyncExternalStore(review.subscribe, review.current, review.current);
 */
export function lazyChunk<T>(importer: () => Promise<T>): LazyChunk<T> {
  let loaded: T | null = null;
  let loading: Promise<void> | null = null;
  let failed = false;
  const came = createSubscribable();
  return {
    load() {
      if (!loading) failed = false;
      loading ??= importer().then(
        (value) => {
          loaded = value;
          came.notify();
        },
        (error: unknown) => {
          // A load that failed (offline, a page going away) is tried again by the next caller.
          loading = null;
          failed = true;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    failed: () => failed,
    subscribe: came.subscribe,
  };
}
