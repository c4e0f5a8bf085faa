/**
 * Typed errors of the core. Errors are data: the form shows them; misuse fails with a message
 * that says how to fix it.
 */

/** One problem found while checking an envelope, addressed by its JSON path. */
export interface EnvelopeProblem {
  /** Path in the server JSON, e.g. `fields[3].controlType`. */
  path: string;
  /** What was expected there, e.g. `expected a string`. */
  message: string;
}

/**
 * A field-builder envelope that does not have the shape of spec 2.7. Lists every problem.
 *
 * @example
 * try {
 *   parseEnvelope(json);
 * } catch (error) {
 *   if (error instanceof EnvelopeError) console.log(error.problems.map((p) => `${p.path}: ${p.message}`));
 * }
 */
export class EnvelopeError extends Error {
  override readonly name: string = 'EnvelopeError';
  readonly problems: readonly EnvelopeProblem[];

  constructor(problems: readonly EnvelopeProblem[], heading = 'is malformed') {
    super(
      `The field-builder envelope ${heading} (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems.map((problem) => `  ${problem.path}: ${problem.message}`).join('\n'),
    );
    this.problems = problems;
  }
}

/**
 * An error answer of the expense service (spec section 7), or a transport failure.
 *
 * `status` is the HTTP status (0 when no answer arrived), `code` the service's error code
 * (`CONCURRENT_MODIFICATION`, `CATEGORY_NOT_FOUND`, ...) or a client code such as `NETWORK_ERROR`,
 * `INVALID_JSON` or `HTTP_500` when the body carried none.
 *
 * @example
 * try {
 *   await client.createReport(orgId, envelope);
 * } catch (error) {
 *   if (isConcurrentModification(error)) offerReload();
 * }
 */
export class ExpenseApiError extends Error {
  override readonly name = 'ExpenseApiError';
  readonly status: number;
  readonly code: string;
  readonly description: string;

  constructor(status: number, code: string, description: string, options?: { cause?: unknown }) {
    super(`${status ? `HTTP ${status} ` : ''}${code}: ${description}`, options);
    this.status = status;
    this.code = code;
    this.description = description;
  }

  /** True when no answer arrived (offline, connection dropped, DNS, CORS). */
  get isNetworkError(): boolean {
    return this.status === 0 && this.code === 'NETWORK_ERROR';
  }

  /** A throttled answer's wait (`Retry-After`) in ms, when the service gave one. */
  retryAfterMs?: number;

  /**
   * True when the same request may succeed later: a 5xx, a network failure, throttling (429), or
   * a refused token (401) once the app has signed the user in again.
   */
  get isRetryable(): boolean {
    return this.status === 0
      ? this.code === 'NETWORK_ERROR'
      : this.status >= 500 || this.status === 429 || this.status === 401;
  }

  /** The access token was refused even after a refresh: the user must sign in again. */
  get isAuthRequired(): boolean {
    return this.status === 401;
  }
}

/**
 * Tells a 409 `CONCURRENT_MODIFICATION` (spec 2.7, section 7) apart from other errors.
 *
 * @example
 * if (isConcurrentModification(error)) showConflictDialog();
 */
export function isConcurrentModification(error: unknown): error is ExpenseApiError {
  return error instanceof ExpenseApiError && error.code === 'CONCURRENT_MODIFICATION';
}
