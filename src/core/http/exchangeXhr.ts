import { ExpenseApiError } from '../wire/errors';
import type { RawAnswer } from './sender';

/**
 * Sends a request with XMLHttpRequest, reporting upload progress (fetch cannot); loaded lazily by
 * the client's sender when an upload asks for progress.
 *
 * @example
 * const raw = await exchangeXhr('POST', url, headers, file, signal, (loaded, total) => show(loaded / total));
 */
export function exchangeXhr(
  method: string,
  target: URL,
  headers: Headers,
  body: BodyInit | undefined,
  signal: AbortSignal | undefined,
  onProgress: (loaded: number, total: number) => void,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(method, target.href);
    headers.forEach((value, key) => xhr.setRequestHeader(key, value));
    // loadstart gives the size at once; progress follows on a real network (a service worker, as
    // MSW's, delivers no upload progress events); the answer means every byte arrived.
    let total = 0;
    xhr.upload.onloadstart = (event) => {
      total = event.lengthComputable ? event.total : 0;
      if (total > 0) onProgress(0, total);
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      if (total > 0) onProgress(total, total);
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        text: xhr.responseText,
        retryAfter: xhr.getResponseHeader('Retry-After'),
      });
    };
    xhr.onerror = () =>
      reject(new ExpenseApiError(0, 'NETWORK_ERROR', 'The expense service could not be reached.'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
