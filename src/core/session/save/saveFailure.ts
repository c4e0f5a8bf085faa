import { ExpenseApiError, isConcurrentModification } from '../../wire/errors';

/** What a failed save try means for the object it was meant to save. */
export type SaveFailure =
  /** No answer came although the request may have left: the service may have applied it. */
  | 'lost'
  /** The key's earlier try reached the service with other values (422): its outcome is unknown. */
  | 'keyReused'
  /** 409 `CONCURRENT_MODIFICATION`: a stored object's version moved (ARCHITECTURE.md "Submit"). */
  | 'conflict'
  /**
   * Nothing was applied (500, 503, 429, 401, offline before sending, the key's first try still
   * running).
   */
  | 'failed';

/** Bad Gateway and Gateway Timeout: a proxy answered, so the service may have applied the request. */
const GATEWAY_FAILURES = new Set([502, 504]);

/**
 * Sorts a save's failure by what the user may do next. `fetch` cannot tell "never sent" from
 * "sent, reply lost" (ARCHITECTURE.md "Submit"), so a network error is `lost` unless the device was offline
 * before the request left (the network port says so): then it was never sent. A 502 or 504 is
 * `lost` too: the request reached a gateway, which may have handed it to the service before the
 * service's answer failed or timed out (RFC 9110 15.6.3, 15.6.5); and so is a 2xx whose body
 * could not be read: the service applied it, but the object it answered is not known.
 *
 * @example
 * const offline = network.offline();
 * try { await send(); } catch (error) { if (saveFailure(error, offline) === 'lost') askTheApp(); }
 */
export function saveFailure(error: unknown, offlineBeforeSending: boolean): SaveFailure {
  if (isConcurrentModification(error)) return 'conflict';
  if (!(error instanceof ExpenseApiError)) return 'failed';
  if (error.isNetworkError) return offlineBeforeSending ? 'failed' : 'lost';
  // A success whose body could not be read (dropped mid-body, broken JSON): it was applied.
  if (error.status >= 200 && error.status < 300) return 'lost';
  if (GATEWAY_FAILURES.has(error.status)) return 'lost';
  // The IETF draft's answer to a key reused with another body: the first try was received.
  return error.status === 422 && error.code === 'IDEMPOTENCY_KEY_REUSED' ? 'keyReused' : 'failed';
}

/**
 * No answer came: the request failed on the way (offline, a dropped line).
 *
 * @example
 * if (isNetworkFailure(error) && network.offline()) queueTheSave();
 */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ExpenseApiError && error.isNetworkError;
}

/**
 * The failure a save found after a reload, or in another tab, with an unknown outcome carries:
 * no answer to it reached this page, so, as after a dropped connection, the service
 * may or may not have stored it.
 *
 * @example
 * const attempt: SaveAttempt = { key, envelope, error: unansweredSave() };
 */
export function unansweredSave(): ExpenseApiError {
  return new ExpenseApiError(
    0,
    'NETWORK_ERROR',
    'No answer to this save reached this page: the service may have stored it.',
  );
}
