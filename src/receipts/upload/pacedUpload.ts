import { ExpenseApiError } from '../../core/wire/errors';
import { pause } from '../../core/http/sender';

/** At most this many tries of one upload while the service throttles, each wait at most 30 s. */
const TRIES = 3;
const MAX_WAIT_MS = 30_000;

/**
 * Runs an upload; when the service throttles (429 with `Retry-After`) it waits as asked and sends
 * the same bytes again, so a queue of receipts goes at the service's pace. An abort
 * during the wait stops it.
 *
 * @example
 * const content = await pacedUpload(() => client.uploadContent(bytes, options), signal);
 */
export async function pacedUpload<T>(send: () => Promise<T>, signal: AbortSignal): Promise<T> {
  // A transport that does not honour the signal still stops being waited for at once.
  const aborted = new Promise<never>((_resolve, reject) => {
    const stop = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
  });
  aborted.catch(() => undefined);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await Promise.race([send(), aborted]);
    } catch (error) {
      const wait =
        error instanceof ExpenseApiError && error.status === 429
          ? (error.retryAfterMs ?? 1000)
          : null;
      if (wait === null || attempt >= TRIES || wait > MAX_WAIT_MS || signal.aborted) throw error;
      await pause(wait, signal);
    }
  }
}
