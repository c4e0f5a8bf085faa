import { getResponse } from 'msw';
import { createMockService, type MockService } from './service/createMockService';
import { respond } from './handlers';
import { fail } from './service/mockContext';
import { scenarioEnvelope, type ScenarioName } from './scenarios';

/** Options of {@link handleMockRequest}. */
export interface HandleMockRequestOptions {
  /** The service that answers; by default one service per process, made by the first request. */
  service?: MockService;
  /**
   * The path the app serves the mock under, e.g. `'/mock'`: `/mock/api/v1/…` is answered as the
   * service's `{base_url}/api/v1/…` (or `{expense_url}/api/admin/…`); a path outside it is a 404.
   * By default the request's path is the service's own.
   */
  basePath?: string;
  /**
   * The scenario each organization's report starts from, by organization id
   * (`{ [MOCK_IDS.controlsOrg]: 'allControls' }`): set on the service before every answer, so they
   * hold after `service.reset()` too.
   */
  scenarios?: Readonly<Record<string, ScenarioName>>;
}

/** Where the per-process service lives: one for every copy of this module a server bundles. */
const SHARED = Symbol.for('expense-fields/mock: the process service');

/** The service of this process, made on first use. */
function sharedService(): MockService {
  const holder = globalThis as { [SHARED]?: MockService };
  holder[SHARED] ??= createMockService();
  return holder[SHARED];
}

/** The path below `basePath`, or null when the request is outside it. */
function pathBelow(pathname: string, basePath = ''): string | null {
  const base = `/${basePath.replace(/^\/+|\/+$/g, '')}`.replace(/^\/$/, '');
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : null;
}

/**
 * Answers a fetch `Request` from the in-memory mock service, with the same handlers, rules, faults
 * and request log as `mock.handlers` under MSW: for a route handler (Next.js, Remix, a Vite
 * middleware) or a server component, with no Service Worker and no interception. A network fault
 * (`failure: 'network'` or `'lostReply'`) comes back as `Response.error()` (`type: 'error'`),
 * which a server can answer by dropping the connection; an unknown endpoint is a 404 in the
 * service's error format.
 *
 * @example
 * // app/mock/[...path]/route.ts (Next.js): the mock at this app's /mock
 * import { handleMockRequest, MOCK_IDS } from 'expense-fields/mock';
 *
 * const answer = (request: Request) =>
 *   handleMockRequest(request, {
 *     basePath: '/mock',
 *     scenarios: { [MOCK_IDS.controlsOrg]: 'allControls' },
 *   });
 * export { answer as GET, answer as POST, answer as PUT, answer as DELETE };
 *
 * // a server component, straight from the same service (no HTTP round trip):
 * const reply = await handleMockRequest(
 *   new Request(`${MOCK_BASE_URL}/api/v1/expense/me/organizations/${MOCK_IDS.swedishOrg}/expensereports/fields`, {
 *     headers: { Authorization: `Bearer ${MOCK_TOKEN}` },
 *   }),
 * );
 * const envelope = await reply.json();
 */
export async function handleMockRequest(
  request: Request,
  options: HandleMockRequestOptions = {},
): Promise<Response> {
  const service = options.service ?? sharedService();
  for (const [organizationId, name] of Object.entries(options.scenarios ?? {}))
    service.state.setEnvelope(organizationId, scenarioEnvelope(name));
  const url = new URL(request.url);
  const path = pathBelow(url.pathname, options.basePath);
  // Read once: the request may be tried at both of the service's addresses.
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
  // The end-user and admin interfaces sit at {base_url}, the V0 interface at {expense_url}; their
  // paths do not overlap (`/api/v1/…`, `/static/…` against `/api/admin/…`).
  for (const origin of path === null ? [] : [service.baseUrl, service.expenseUrl]) {
    const target = `${origin.replace(/\/+$/, '')}${path}${url.search}`;
    const forwarded = new Request(target, {
      method: request.method,
      headers: request.headers,
      body,
      signal: request.signal,
    });
    const response = await getResponse(service.handlers, forwarded);
    if (response) return response;
  }
  return respond(fail(404, 'NOT_FOUND', `The mock has no ${request.method} ${url.pathname}.`));
}
