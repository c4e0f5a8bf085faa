import { ExpenseApiError, isConcurrentModification } from '../wire/errors';

/** What a failed save try means for the object it was meant to save (issue 24). */
export type SaveFailure =
  /** No answer came although the request may have left: the service may have applied it. */
  | 'lost'
  /** The key's earlier try reached the service with other values (422): its outcome is unknown. */
  | 'keyReused'
  /** 409 `CONCURRENT_MODIFICATION`: a stored object's version moved (ARCHITECTURE.md "Submit"). */
  | 'conflict'
  /** Nothing was applied (5xx, 429, 401, offline before sending, the key's first try still running). */
  | 'failed';

/**
 * Sorts a save's failure by what the user may do next. `fetch` cannot tell "never sent" from
 * "sent, reply lost" (ARCHITECTURE.md "Submit"), so a network error is `lost` unless the device was offline
 * before the request left (`navigator.onLine === false`): then it was never sent.
 *
 * @example
 * const offline = isOffline();
 * try { await send(); } catch (error) { if (saveFailure(error, offline) === 'lost') askTheApp(); }
 */
export function saveFailure(error: unknown, offlineBeforeSending: boolean): SaveFailure {
  if (isConcurrentModification(error)) return 'conflict';
  if (!(error instanceof ExpenseApiError)) return 'failed';
  if (error.isNetworkError) return offlineBeforeSending ? 'failed' : 'lost';
  // The IETF draft's answer to a key reused with another body: the first try was received.
  return error.status === 422 && error.code === 'IDEMPOTENCY_KEY_REUSED' ? 'keyReused' : 'failed';
}

/**
 * The device says it has no network (read when a save leaves, never during a render).
 *
 * @example
 * const offline = isOffline();
 */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
