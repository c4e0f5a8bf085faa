import type { SessionEvent } from './sessionEvents';

/** One who hears a session's events (`subscribeEvents`, `onEvent`). */
export type SessionEventListener = (event: SessionEvent) => void;

/**
 * Tells one event to a session's listeners, building it only when there is one: a session no one
 * listens to builds no event and keeps none (ARCHITECTURE.md "Events and activity"). Every event
 * of a session is built here, by `make`, so "free when off" is one rule in one place.
 *
 * @example
 * tellEvent(listeners, () => ({ type: 'draft', action: 'written', at: Date.now() }));
 */
export function tellEvent(
  listeners: readonly SessionEventListener[],
  make: () => SessionEvent,
): void {
  if (listeners.length === 0) return;
  const event = make();
  for (const listener of listeners) listener(event);
}
