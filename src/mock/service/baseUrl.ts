/** Where the mock answers in Node: any origin works there (msw/node intercepts every request). */
const NODE_BASE_URL = 'https://api.expense.test';

/**
 * Default base URL of the mock's end-user and admin interfaces, and of its list icons: the page's
 * own origin in a browser, so that a strict Content-Security-Policy (`connect-src 'self'`,
 * `img-src 'self'`) lets the requests and icons through (MSW's Service Worker answers them there);
 * `https://api.expense.test` in Node, jsdom and happy-dom (msw/node).
 *
 * @example
 * createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
 */
export const MOCK_BASE_URL: string = pageOrigin() ?? NODE_BASE_URL;

/** The page's origin in a browser; undefined in Node (a DOM emulation there has a location too). */
function pageOrigin(): string | undefined {
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions
    ?.node;
  if (node) return undefined;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin?.startsWith('http') ? origin : undefined;
}
