/**
 * Kept for apps written when the date field was a chunk of its own: the date code is part of the
 * main entry now (ARCHITECTURE.md "Dates": a form with a date is usable in its first render, on
 * the server and in the browser alike), so there is nothing left to load.
 *
 * @deprecated The date field needs no preloading; the call can go.
 * @example
 * await preloadDateFields(); // resolves at once
 */
export function preloadDateFields(): Promise<void> {
  return Promise.resolve();
}
