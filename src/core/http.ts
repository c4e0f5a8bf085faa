import { ExpenseApiError } from './errors';
import { isJsonObject } from './json';
import type { JsonValue } from './types';

/** A status line and body, before they are read. */
export interface RawAnswer {
  status: number;
  statusText: string;
  text: string;
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
}

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
  getAccessToken: () => string | Promise<string>;
  fetch?: typeof fetch;
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

  return async function send(method, target, init) {
    const token = await options.getAccessToken();
    if (typeof token !== 'string' || token.trim() === '') {
      // Sending `Bearer ` would only earn a 401 that says less.
      throw new ExpenseApiError(0, 'NO_ACCESS_TOKEN', 'getAccessToken gave no token.');
    }
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    // Upload progress needs XMLHttpRequest (fetch cannot report it); an injected fetch is always honoured.
    const raw =
      init.onProgress && !options.fetch && typeof XMLHttpRequest !== 'undefined'
        ? // Loaded when a progress upload starts: most apps never pay for it.
          await (
            await import('./exchangeXhr')
          ).exchangeXhr(method, target, headers, init.body, init.signal, init.onProgress)
        : await exchangeFetch(method, target, headers, init.body, init.signal);
    return readAnswer(raw, init.envelopeStatuses);
  };
}
