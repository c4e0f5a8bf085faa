import type { Clock, TimerHandle } from '../../src/core/session/ports/clock';

/** A {@link Clock} whose time moves only when the test says so. */
export interface ManualClock extends Clock {
  /** Moves time on by `ms`, running every timer that falls due on the way, in time order. */
  advance(ms: number): void;
  /** Time left until the next timer is due, in ms; null when none waits. */
  next(): number | null;
}

/**
 * A clock for the form's `clock` option: its timers (re-call pause, draft writes, the LIST
 * search pause) wait until `advance`, while the network, React and user-event keep their real
 * timers. A test then says "nothing was sent before the pause" by moving time to just before it,
 * and proves the request leaves when time passes it, without sleeping (ARCHITECTURE.md "House
 * rules": timing is tested on fake time).
 *
 * @example
 * const clock = manualClock();
 * renderForm({ clock });
 * await user.keyboard('taxi');
 * act(() => clock.advance(LIST_SEARCH_DELAY_MS)); // the search leaves now
 */
export function manualClock(): ManualClock {
  let now = 0;
  let lastId = 0;
  const timers = new Map<number, { due: number; run: () => void }>();
  /** The timer due first; the earlier set first among equals (as the platform's timers do). */
  const earliest = () => {
    let found: [number, { due: number; run: () => void }] | null = null;
    for (const entry of timers) if (!found || entry[1].due < found[1].due) found = entry;
    return found;
  };
  return {
    setTimeout(callback, ms) {
      lastId += 1;
      timers.set(lastId, { due: now + Math.max(0, ms), run: callback });
      return lastId;
    },
    clearTimeout(handle: TimerHandle) {
      if (typeof handle === 'number') timers.delete(handle);
    },
    advance(ms) {
      const until = now + ms;
      // A callback may set or clear timers: look again after each one.
      for (let due = earliest(); due && due[1].due <= until; due = earliest()) {
        const [id, timer] = due;
        timers.delete(id);
        now = timer.due;
        timer.run();
      }
      now = until;
    },
    next() {
      const due = earliest();
      return due ? due[1].due - now : null;
    },
  };
}
