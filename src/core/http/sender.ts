import { ExpenseApiError } from '../wire/errors';
import { isJsonObject } from '../wire/json';
import type { JsonValue } from '../wire/model/types';

/** A status line and body, before they are read. */
export interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
  /** The `Retry-After` header of a throttled answer. */
  retryAfter?: string | null;
}

/** Reads a status and body into JSON, or the typed error of spec section 7. */
export function readAnswer(
  { status, statusText, text }: RawAnswer,
  envelopeStatuses: readonly number[] = [],
): {
  status: number;
  json: JsonValue | undefined;
  text: string;
} {
  let json: JsonValue | undefined;
  let jsonFailed = false;
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text) as JsonValue;
    } catch {
      jsonFailed = true;
    }
  }
  const ok = status >= 200 && status < 300;
  if (!ok) {
    // Spec 4.2: report creation answers field errors as a 400 carrying the envelope; that one
    // status is an answer. Any other non-2xx is an error, even with `fields` in its body.
    const fieldsReply =
      envelopeStatuses.includes(status) && isJsonObject(json) && Array.isArray(json.fields);
    if (!fieldsReply && isJsonObject(json) && typeof json.code === 'string') {
      throw new ExpenseApiError(
        status,
        json.code,
        typeof json.description === 'string' ? json.description : '',
      );
    }
    if (!fieldsReply) {
      const what =
        text.trim() === ''
          ? 'with no body'
          : jsonFailed
            ? 'with a body that is not JSON'
            : 'with a body that is not an error body';
      throw new ExpenseApiError(
        status,
        `HTTP_${status}`,
        `The expense service answered ${status}${statusText ? ` ${statusText}` : ''} ${what}.`,
      );
    }
  } else if (jsonFailed) {
    throw new ExpenseApiError(
      status,
      'INVALID_JSON',
      'The expense service answered with malformed JSON.',
    );
  }
  return { status, json, text };
}

/** What a request sends. */
export interface SendInit {
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  onProgress?: ((loaded: number, total: number) => void) | undefined;
  /** Non-2xx statuses whose fields-envelope body is an answer (report creation's 400). */
  envelopeStatuses?: readonly number[];
  /**
   * A throttled answer (429, 503 with `Retry-After`) may be retried after the wait. Default: GET
   * and PUT (loads, list values, re-calls, commands); never a save, which offers a retry instead.
   */
  retryThrottled?: boolean;
}

/** What `getAccessToken` is told: `refresh` after the previous token was refused (401). */
export interface TokenRequest {
  refresh: boolean;
}

/**
 * How long throttled calls may wait in all, how often they are tried again, and the least wait
 * between two tries (doubled per try: 250, 500, 1000 ms), whatever `Retry-After` says.
 */
const THROTTLE = { retries: 3, budgetMs: 30_000, floorMs: 250 };

/** A read answer: status, JSON (when there was a body) and the text. */
export interface ReadAnswer {
  status: number;
  json: JsonValue | undefined;
  text: string;
}

/**
 * The HTTP plumbing of the client (fetch, or XMLHttpRequest when upload progress is wanted, one
 * answer reader for both): sends with the bearer token asked for on every request, and turns
 * failures into {@link ExpenseApiError}.
 *
 * @example
 * const send = createSender({ getAccessToken: () => token });
 * const { json } = await send('GET', new URL('https://api.example.com/api/v1/expense/me'), {});
 */
export function createSender(options: {
  getAccessToken: (request: TokenRequest) => string | Promise<string>;
  fetch?: typeof fetch;
  /** The refreshed token was refused too: the app must sign the user in again. */
  onAuthRequired?: (error: ExpenseApiError) => void;
}): (method: string, target: URL, init: SendInit) => Promise<ReadAnswer> {
  const doFetch =
    options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  async function exchangeFetch(
    method: string,
    target: URL,
    headers: Headers,
    body: BodyInit | undefined,
    signal: AbortSignal | undefined,
  ): Promise<RawAnswer> {
    let response: Response;
    try {
      response = await doFetch(target, {
        method,
        headers,
        body: body ?? null,
        signal: signal ?? null,
      });
    } catch (error) {
      if (signal?.aborted || (error instanceof Error && error.name === 'AbortError')) throw error;
      throw new ExpenseApiError(0, 'NETWORK_ERROR', 'The expense service could not be reached.', {
        cause: error,
      });
    }
    try {
      return {
        status: response.status,
        statusText: response.statusText,
        text: await response.text(),
        retryAfter: response.headers.get('Retry-After'),
      };
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ExpenseApiError(
        response.status,
        'NETWORK_ERROR',
        'The connection dropped while the answer was read.',
        { cause: error },
      );
    }
  }

  /** A token from the getter, checked, and trimmed: the text sent is the text checked. */
  async function tokenOf(request: TokenRequest): Promise<string> {
    const token = await options.getAccessToken(request);
    const checked = typeof token === 'string' ? token.trim() : '';
    if (checked === '') {
      // Sending `Bearer ` would only earn a 401 that says less.
      throw new ExpenseApiError(0, 'NO_ACCESS_TOKEN', 'getAccessToken gave no token.');
    }
    return checked;
  }

  // One refresh at a time (single flight): calls refused together share it, and a call refused
  // with a token asked before the last refresh began retries with that refresh's token, so a
  // refresh token that rotates on use is spent once.
  let refreshes = 0;
  let latest: { generation: number; token: Promise<string>; settled: boolean } | null = null;

  /** The token to retry with after a 401, for a call whose token was asked at `generation`. */
  function refreshedToken(generation: number): Promise<string> {
    if (latest && (!latest.settled || latest.generation > generation)) return latest.token;
    refreshes += 1;
    const flight = { generation: refreshes, token: tokenOf({ refresh: true }), settled: false };
    latest = flight;
    flight.token.then(
      () => {
        flight.settled = true;
      },
      () => {
        flight.settled = true;
        // A failed refresh is not reused: the next 401 asks again.
        if (latest === flight) latest = null;
      },
    );
    return flight.token;
  }

  async function sendOnce(method: string, target: URL, init: SendInit, token: string) {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    // Upload progress needs XMLHttpRequest (fetch cannot report it); an injected fetch is always honoured.
    return init.onProgress && !options.fetch && typeof XMLHttpRequest !== 'undefined'
      ? // Loaded when a progress upload starts: most apps never pay for it.
        await (
          await import('./exchangeXhr')
        ).exchangeXhr(method, target, headers, init.body, init.signal, init.onProgress)
      : await exchangeFetch(method, target, headers, init.body, init.signal);
  }

  return async function send(method, target, init) {
    const mayWait = init.retryThrottled ?? (method === 'GET' || method === 'PUT');
    let refreshed: Promise<string> | null = null;
    let waited = 0;
    for (let attempt = 0; ; attempt += 1) {
      // While a refresh is out the getter has no good token yet: wait for that one instead.
      if (!refreshed && latest && !latest.settled) await latest.token.catch(() => undefined);
      const generation = refreshes;
      const token = await (refreshed ?? tokenOf({ refresh: false }));
      const raw = await sendOnce(method, target, init, token);
      if (raw.status === 401 && !refreshed) {
        // Tokens last about an hour (ARCHITECTURE.md "The real service"): get a fresh one (shared
        // with the other calls refused meanwhile), then try this call once more.
        refreshed = refreshedToken(generation);
        continue;
      }
      const wait = throttleWait(raw, attempt);
      if (
        wait !== null &&
        mayWait &&
        attempt < THROTTLE.retries &&
        waited + wait <= THROTTLE.budgetMs
      ) {
        await pause(wait, init.signal);
        waited += wait;
        continue;
      }
      try {
        return readAnswer(raw, init.envelopeStatuses);
      } catch (error) {
        if (error instanceof ExpenseApiError) {
          if (wait !== null) error.retryAfterMs = wait;
          if (error.status === 401) options.onAuthRequired?.(error);
        }
        throw error;
      }
    }
  };
}

/**
 * The wait a throttled answer asks for (429, or 503 with `Retry-After`), or null. `Retry-After`
 * is a non-negative decimal number of seconds or an HTTP date (RFC 9110 10.2.3); anything else
 * falls back to the backoff (1 s, 2 s, 4 s). Never less than the floor of this attempt.
 */
function throttleWait({ status, retryAfter }: RawAnswer, attempt: number): number | null {
  if (status !== 429 && !(status === 503 && retryAfter)) return null;
  const asked = retryAfterMs(retryAfter?.trim() ?? '') ?? 1000 * 2 ** attempt;
  return Math.max(THROTTLE.floorMs * 2 ** attempt, asked);
}

/** IMF-fixdate, the HTTP date senders use (RFC 9110 5.6.7): `Sun, 06 Nov 1994 08:49:37 GMT`. */
const HTTP_DATE =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

/** The wait a `Retry-After` value states, in ms, or null when it states none we accept. */
function retryAfterMs(value: string): number | null {
  // Only decimal digits: `Number` would also read `0x1E`, `1e3`, `-5` and `  `.
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = HTTP_DATE.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : null;
}

/**
 * Waits, unless the call is aborted before or meanwhile (then rejects with the abort's reason).
 *
 * @example
 * await pause(error.retryAfterMs ?? 1000, signal);
 */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
