/** A timer handle of a {@link Clock}. */
export type TimerHandle = unknown;

/**
 * The timers the form session uses (re-call pause, burst quiet time). Injectable so engine tests
 * drive time with fake timers instead of sleeping.
 */
export interface Clock {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  /** Milliseconds since the epoch (a pause in typing ends an undo step); `Date.now()` when absent. */
  now?(): number;
}

/**
 * The platform's timers, looked up at each call, so `vi.useFakeTimers()` installed after import
 * still applies.
 *
 * @example
 * const session = createFormSession({ transport, store, clock: systemClock });
 */
export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};
