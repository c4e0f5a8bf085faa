import type { Clock, TimerHandle } from '../ports/clock';

/** The two timers of re-call timing (ARCHITECTURE.md "Re-call"). */
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
export function createRecallTimer(
  clock: Clock,
  /** Told when a re-call starts or stops waiting (the session's activity), not on every restart. */
  onWaiting?: (waiting: boolean) => void,
): RecallTimer {
  const slots: Record<'pause' | 'burst', TimerHandle | null> = { pause: null, burst: null };
  let waiting = false;
  const told = () => {
    const now = slots.pause !== null || slots.burst !== null;
    if (now === waiting) return;
    waiting = now;
    onWaiting?.(now);
  };
  const stop = (slot: keyof typeof slots) => {
    const handle = slots[slot];
    if (handle !== null) clock.clearTimeout(handle);
    slots[slot] = null;
  };
  /** Each call starts the slot's wait again. */
  const after = (slot: keyof typeof slots) => (ms: number, run: () => void) => {
    stop(slot);
    slots[slot] = clock.setTimeout(() => {
      slots[slot] = null;
      told();
      run();
    }, ms);
    told();
  };
  return {
    afterPause: after('pause'),
    afterBurst: after('burst'),
    bursting: () => slots.burst !== null,
    cancel() {
      stop('pause');
      stop('burst');
      told();
    },
    cancelPause() {
      stop('pause');
      told();
    },
  };
}
