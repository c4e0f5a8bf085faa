import { ExpenseApiError } from '../../core/wire/errors';

/**
 * True for an error worth a retry button (5xx, network).
 *
 * @example
 * {isRetryable(form.submitError) ? <button onClick={() => void form.submit()}>Retry</button> : null}
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof ExpenseApiError ? error.isRetryable : true;
}
