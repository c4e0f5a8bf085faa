import { useSyncExternalStore } from 'react';
import type { LazyChunk } from '../../core/base/lazyChunk';

const unsubscribed = () => () => undefined;
const inBrowser = () => false;

/**
 * Waits for a lazy chunk where a render must match HTML drawn with it: on the server and while
 * hydrating, a render that needs the chunk suspends until it has come (the load's promise is
 * thrown to the nearest `<Suspense>`), so whatever the server process had loaded, the page keeps
 * the server's HTML until its own render can draw the same, then hydrates it (ARCHITECTURE.md
 * "Server rendering"). A render in the browser that hydrates nothing never suspends: it draws
 * its stand-in at once and again when the chunk comes (a fallback once shown is held back by
 * React for 300 ms). A chunk whose last load failed is not waited for.
 *
 * @example
 * useChunkForHydration(reviewChunk);
 * const draw = reviewChunk.current(); // loaded here when the render is the server's or a hydration
 */
export function useChunkForHydration<T>(chunk: LazyChunk<T> | null): void {
  // `getServerSnapshot` is read by React on the server and while hydrating only; once the chunk
  // has come it agrees with the browser's `false`, so a hydration renders nothing again for it.
  const wait = useSyncExternalStore(
    unsubscribed,
    inBrowser,
    () => chunk !== null && chunk.current() === null && !chunk.failed(),
  );
  // A failed load settles the thrown promise too: React renders again and sees `failed()`.
  if (wait && chunk) throw chunk.load().catch(() => undefined);
}
