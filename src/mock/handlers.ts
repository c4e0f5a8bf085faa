import { http, HttpResponse, type HttpHandler } from 'msw';
import type { MockEndpoint, MockFaults } from './service/faults';
import { createIdempotency, type MockIdempotency } from './service/idempotency';
import type { MockReply, MockRequest, MockState } from './service/service';
import { inLanguage, mockLanguage } from './service/mockLanguage';

/** A request as the mock received it, for tests that assert what was sent. */
export interface LoggedRequest {
  endpoint: MockEndpoint;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** JSON body, when there was one. */
  body?: unknown;
  /** Size of a binary body. */
  bytes?: number;
}

type Operation = (request: MockRequest) => MockReply;

/** The endpoints that create an object: the ones an idempotency key protects. */
const CREATES = new Set<MockEndpoint>(['createReport', 'createExpense']);

/**
 * The HTTP response of a mock reply.
 *
 * @example
 * return respond(fail(404, 'NOT_FOUND', 'No such endpoint.'));
 */
export function respond(reply: MockReply): Response {
  return reply.body === undefined
    ? new HttpResponse(null, { status: reply.status })
    : HttpResponse.json(reply.body, { status: reply.status });
}

/**
 * The MSW 2 handlers of every endpoint, on the given base URLs (works with msw/node and msw/browser).
 *
 * @example
 * const handlers = createHandlers(state, faults, [], { baseUrl: MOCK_BASE_URL, expenseUrl: MOCK_EXPENSE_URL });
 */
export function createHandlers(
  state: MockState,
  faults: MockFaults,
  log: LoggedRequest[],
  urls: { baseUrl: string; expenseUrl: string },
  idempotency: MockIdempotency = createIdempotency(),
): HttpHandler[] {
  const base = urls.baseUrl.replace(/\/+$/, '');
  const legacy = urls.expenseUrl.replace(/\/+$/, '');
  const expense = `${base}/api/v1/expense`;
  const admin = `${base}/api/v1/admin`;
  // The form's language header (the browser's `Accept-Language` when the form sends none).
  const languageHeader = state.wireNames.acceptLanguageHeader ?? 'Accept-Language';

  const handle =
    (endpoint: MockEndpoint, operation: Operation, body: 'json' | 'bytes' | 'none' = 'none') =>
    async ({
      request,
      params,
    }: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, key) => {
        headers[key] = value;
      });
      const entry: LoggedRequest = { endpoint, method: request.method, url: request.url, headers };
      let json: unknown;
      let bytes: Uint8Array | undefined;
      if (body === 'json') {
        const text = await request.text();
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = Symbol.for('invalid-json');
        }
        entry.body = json;
      } else if (body === 'bytes') {
        bytes = new Uint8Array(await request.arrayBuffer());
        entry.bytes = bytes.byteLength;
      }
      log.push(entry);

      // A create that carries an idempotency key runs once per key.
      const keyHeader = CREATES.has(endpoint) ? state.wireNames.idempotencyKeyHeader : null;
      const key = keyHeader ? request.headers.get(keyHeader) : null;
      const started = key ? idempotency.start(`${endpoint} ${key}`, JSON.stringify(json)) : null;
      if (started?.kind === 'answer') return respond(started.reply);
      let applied: MockReply | null = null;
      try {
        const fault = faults.take(endpoint);
        if (fault?.latencyMs) {
          await faults.wait(fault.latencyMs, request.signal);
          // The mock was reset while it waited (its log is emptied): the request belongs to a
          // test or story that is over, so it never touches the fresh state (a held create would
          // add a report to the next one). Its connection drops instead.
          if (!log.includes(entry)) return HttpResponse.error();
        }
        if (fault?.failure === 'network') return HttpResponse.error();
        if (fault?.failure === 'server') {
          return HttpResponse.json(
            {
              result: 'error',
              code: 'INTERNAL_ERROR',
              description: 'The service failed (injected fault).',
            },
            { status: 500 },
          );
        }
        if (fault?.failure === 'throttled') {
          return HttpResponse.json(
            {
              result: 'error',
              code: 'TOO_MANY_REQUESTS',
              description: 'Slow down (injected fault).',
            },
            { status: 429, headers: { 'Retry-After': String(fault.retryAfterSeconds ?? 1) } },
          );
        }
        if (fault?.failure === 'tooLarge') {
          return HttpResponse.json(
            { result: 'error', code: 'CONTENT_TOO_LARGE', description: 'The file is too large.' },
            { status: 413 },
          );
        }
        if (fault?.failure === 'expired') {
          return HttpResponse.json(
            { result: 'error', code: 'UNAUTHORIZED', description: 'The access token has expired.' },
            { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } },
          );
        }
        if (fault?.failure === 'malformed') {
          return new HttpResponse('{"fields": [{"property": ', {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        }

        const authorization = request.headers.get('Authorization') ?? '';
        const token = /^Bearer (.+)$/.exec(authorization)?.[1] ?? null;
        const person = state.personOf(token);
        if (!person) {
          return HttpResponse.json(
            {
              result: 'error',
              code: 'UNAUTHORIZED',
              description: token
                ? 'The access token is not valid.'
                : 'An access token is required.',
            },
            { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
          );
        }
        if (json === Symbol.for('invalid-json')) {
          return HttpResponse.json(
            { result: 'error', code: 'INVALID_JSON', description: 'The body is not JSON.' },
            { status: 400 },
          );
        }
        const flatParams: Record<string, string> = {};
        for (const [key, value] of Object.entries(params))
          if (typeof value === 'string') flatParams[key] = value;
        const reply = operation({
          person,
          url: new URL(request.url),
          params: flatParams,
          headers: request.headers,
          ...(json !== undefined ? { json } : {}),
          ...(bytes ? { bytes } : {}),
        });
        applied = reply;
        // The service did the work and the answer was lost on the way back.
        if (fault?.failure === 'lostReply') return HttpResponse.error();
        // The service words its labels and messages in the language asked for
        // (ARCHITECTURE.md "Languages").
        return respond(inLanguage(reply, mockLanguage(request.headers.get(languageHeader))));
      } finally {
        if (started?.kind === 'new') {
          if (applied) started.finish(applied);
          else started.forget();
        }
      }
    };

  const v0 = (endpoint: MockEndpoint, operation: Operation, body: 'json' | 'none' = 'none') => {
    const inner = handle(endpoint, operation, body);
    return async (info: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => {
      // Spec 4.4: the V0 interface is selected with the version header carrying 3.
      if (info.request.headers.get(state.wireNames.apiVersionHeader) !== '3') {
        return HttpResponse.json(
          {
            result: 'error',
            code: 'UNSUPPORTED_API_VERSION',
            description: `Send ${state.wireNames.apiVersionHeader}: 3.`,
          },
          { status: 400 },
        );
      }
      return inner(info);
    };
  };

  const op = state.operations;
  return [
    // Icons of the seed (organizations, car types) are served here, so no image leaves the machine.
    http.get(
      `${base}/static/icons/:name`,
      ({ params }) =>
        new HttpResponse(iconSvg(String(params.name ?? '')), {
          headers: { 'Content-Type': 'image/svg+xml' },
        }),
    ),
    http.get(
      `${expense}/me/organizations/:id/categories/:categoryId/cartypes`,
      handle('carTypes', op.carTypes),
    ),
    http.get(`${expense}/me/organizations/:id/lists/:name`, handle('lists', op.lists)),
    http.get(
      `${expense}/me/organizations/:id/expensereports/fields`,
      handle('fields', op.getFields),
    ),
    http.put(`${expense}/me/organizations/:id/expensereports/fields`, async (info) => {
      const isCommand = new URL(info.request.url).searchParams.has(state.wireNames.commandParam);
      return handle(isCommand ? 'command' : 'recall', op.putFields, 'json')(info);
    }),
    http.post(`${expense}/expensereports`, handle('createReport', op.createReport, 'json')),
    // Stored reports and expenses by type, in the same fields format.
    http.get(`${expense}/expensereports/:reportId`, handle('storedReport', op.getStoredReport)),
    http.put(
      `${expense}/expensereports/:reportId`,
      handle('updateReport', op.updateReport, 'json'),
    ),
    http.get(
      `${expense}/me/organizations/:id/expensetypes/:type/fields`,
      handle('expenseFields', op.getExpenseFields),
    ),
    http.put(`${expense}/me/organizations/:id/expensetypes/:type/fields`, async (info) => {
      const isCommand = new URL(info.request.url).searchParams.has(state.wireNames.commandParam);
      return handle(
        isCommand ? 'expenseCommand' : 'expenseRecall',
        op.putExpenseFields,
        'json',
      )(info);
    }),
    http.post(`${expense}/expenses`, handle('createExpense', op.createExpense, 'json')),
    http.get(`${expense}/expenses/:expenseId`, handle('storedExpense', op.getStoredExpense)),
    http.put(`${expense}/expenses/:expenseId`, handle('updateExpense', op.updateExpense, 'json')),
    http.post(`${expense}/content`, handle('content', op.createContent, 'bytes')),
    http.get(
      `${admin}/organizations/:organizationId/vatsettings/:vatMode`,
      handle('vatRates', op.vatRates),
    ),
    http.delete(
      `${admin}/organizations/:id/accounts/:accountId`,
      handle('deleteAccount', op.deleteAccount),
    ),
    http.get(`${legacy}/api/admin/organizations/`, v0('organizations', op.listOrganizations)),
    http.post(
      `${legacy}/api/admin/organizations/externalid/:externalId/`,
      v0('upsertOrganization', op.upsertOrganization, 'json'),
    ),
    http.delete(
      `${legacy}/api/admin/organizations/:internalId/`,
      v0('deleteOrganization', op.deleteOrganization),
    ),
  ];
}

/** A small deterministic icon: a coloured square with the name's first letter. */
function iconSvg(name: string): string {
  let hue = 0;
  for (const char of name) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  const letter = (name[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><rect width="16" height="16" rx="3" fill="hsl(${hue} 60% 40%)"/><text x="8" y="12" font-size="10" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
}
