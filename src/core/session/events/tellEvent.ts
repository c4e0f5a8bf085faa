import type { SessionEvent } from '../state/sessionEvents';

/** One who hears a session's events (`subscribeEvents`, `onEvent`). */
export type SessionEventListener = (event: SessionEvent) => void;

/**
 * Tells one event to a session's listeners (`tell`, null when none listens), building it only
 * when there is one: a session no one listens to builds no event and keeps none
 * (ARCHITECTURE.md "Events and activity"). Every event of a session is built here, by `make`, so
 * "free when off" is one rule in one place.
 *
 * @example
 * tellEvent(listening ? tellAll : null, () => ({ type: 'draft', action: 'written', at: Date.now() }));
 */
export function tellEvent(tell: SessionEventListener | null, make: () => SessionEvent): void {
  if (tell) tell(make());
}
