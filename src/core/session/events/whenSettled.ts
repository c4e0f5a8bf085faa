import type { Clock } from '../ports/clock';
import type { Activity } from '../state/sessionEvents';
import { unsettledText } from './unsettledText';

/** What `whenSettled` watches of its session. */
export interface SettledSource {
  clock: Clock;
  /** Nothing is out and nothing is due (the form applied its last reply). */
  settled(): boolean;
  activity(): readonly Activity[];
  /** Told when the state or the activity changes; returns the stop. */
  watch(listener: () => void): () => void;
}

/**
 * Resolves once the session is settled: no load, re-call, command, save, upload or list query is
 * out, no re-call is due, and the last reply is applied. A change is judged a microtask later, so a
 * timer that hands over to its request does not read as settled in between. Rejects after
 * `timeoutMs` naming what is still out ("re-call PUT /…/fields sent 5.0 s ago"); never hangs.
 *
 * @example
 * await whenSettled(source, 5000);
 */
export function whenSettled(source: SettledSource, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let done = false;
    let checking = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      stop();
      source.clock.clearTimeout(timeout);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (checking || done) return;
      checking = true;
      queueMicrotask(() => {
        checking = false;
        if (source.settled()) finish();
      });
    };
    const stop = source.watch(check);
    const timeout = source.clock.setTimeout(
      () => finish(new Error(unsettledText(source.activity(), timeoutMs))),
      timeoutMs,
    );
    check();
  });
}
