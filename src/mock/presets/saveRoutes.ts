import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import { MOCK_BASE_URL } from '../service/createMockService';

/** Where the mock is served, when not at {@link MOCK_BASE_URL}. */
export interface PresetOptions {
  /** `{base_url}` the mock was created with. Default `MOCK_BASE_URL`. */
  baseUrl?: string;
}

/** `{base_url}/api/v1/expense`. */
export const expenseApi = (options: PresetOptions = {}) =>
  `${(options.baseUrl ?? MOCK_BASE_URL).replace(/\/+$/, '')}/api/v1/expense`;

/**
 * One resolver on every save of the fields format: creates (POST) and updates (PUT) of reports
 * and expenses. A resolver that returns nothing leaves the request to the mock.
 *
 * @example
 * server.use(...saveRoutes(({ request }) => HttpResponse.json({}, { status: 400 })));
 */
export function saveRoutes(
  resolver: HttpResponseResolver,
  options: PresetOptions & { once?: boolean } = {},
): HttpHandler[] {
  const api = expenseApi(options);
  const once = { once: options.once ?? false };
  return [
    http.post(`${api}/expensereports`, resolver, once),
    http.put(`${api}/expensereports/:reportId`, resolver, once),
    http.post(`${api}/expenses`, resolver, once),
    http.put(`${api}/expenses/:expenseId`, resolver, once),
  ];
}
