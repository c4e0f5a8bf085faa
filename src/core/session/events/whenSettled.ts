import type { Subscribable } from '../../base/subscribable';
import type { Clock } from '../ports/clock';
import type { ExchangeLog } from './exchangeLog';
import { unsettledText } from './unsettledText';

/** What `whenSettled` watches: the exchange log, the screen state's listeners, the clock. */
export interface SettledWatch {
  log: ExchangeLog;
  /** Told when the state changes. */
  changes: Subscribable;
  clock: Clock;
}

/**
 * Resolves once the session is settled: no load, re-call, command, save, upload or list query is
 * out, no re-call is due, and the last reply is applied. A change is judged a microtask later, so a
 * timer that hands over to its request does not read as settled in between. Rejects after
 * `timeoutMs` naming what is still out ("re-call PUT /…/fields sent 5.0 s ago"); never hangs.
 *
 * @example
 * await whenSettled(context, () => isSettled(context), 5000);
 */
export function whenSettled(
  { log, changes, clock }: SettledWatch,
  /** Nothing is out and nothing is due (the form applied its last reply). */
  settled: () => boolean,
  timeoutMs: number,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let done = false;
    let checking = false;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      unwatchState();
      unwatch();
      clock.clearTimeout(timeout);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (checking || done) return;
      checking = true;
      queueMicrotask(() => {
        checking = false;
        if (settled()) finish();
      });
    };
    const unwatchState = changes.subscribe(check);
    const unwatch = log.subscribeActivity(check);
    const timeout = clock.setTimeout(
      () => finish(new Error(unsettledText(log.activity(), timeoutMs))),
      timeoutMs,
    );
    check();
  });
}
