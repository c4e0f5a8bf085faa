import type { Clock, TimerHandle } from './clock';

/** The two timers of re-call timing (DESIGN.md "Re-call"). */
export interface RecallTimer {
  /** Typing: run after `ms` of quiet; each call starts the pause again. */
  afterPause(ms: number, run: () => void): void;
  /** A burst of choices: run after `ms` with no further choice; each call starts it again. */
  afterBurst(ms: number, run: () => void): void;
  /** A burst is settling (a choice is waiting for its quiet time). */
  bursting(): boolean;
  /** Forget both (a re-call is leaving now, or the session ends). */
  cancel(): void;
  /** Forget the typing pause only (focus left the field: the re-call goes now). */
  cancelPause(): void;
}

/**
 * The pause and burst timers of a session, on an injectable clock.
 *
 * @example
 * const timer = createRecallTimer(systemClock);
 * timer.afterPause(800, () => void recall());
 */
export function createRecallTimer(clock: Clock): RecallTimer {
  let pause: TimerHandle | null = null;
  let burst: TimerHandle | null = null;
  const stop = (handle: TimerHandle | null) => {
    if (handle !== null) clock.clearTimeout(handle);
    return null;
  };
  return {
    afterPause(ms, run) {
      pause = stop(pause);
      pause = clock.setTimeout(() => {
        pause = null;
        run();
      }, ms);
    },
    afterBurst(ms, run) {
      burst = stop(burst);
      burst = clock.setTimeout(() => {
        burst = null;
        run();
      }, ms);
    },
    bursting: () => burst !== null,
    cancel() {
      pause = stop(pause);
      burst = stop(burst);
    },
    cancelPause() {
      pause = stop(pause);
    },
  };
}
