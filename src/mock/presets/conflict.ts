import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import { saveRoutes, type PresetOptions } from './saveRoutes';

/**
 * The next save meets a 409 `CONCURRENT_MODIFICATION`: just before it reaches the mock, someone
 * else saves (the stored version goes up), so the mock itself refuses the stale version and
 * "Reload and keep my changes" loads the new one.
 *
 * @example
 * server.use(...conflict(mock));
 */
export function conflict(mock: MockService, options: PresetOptions = {}): HttpHandler[] {
  return saveRoutes(
    ({ request, params }) => {
      const stored = params.reportId ?? params.expenseId;
      if (typeof stored === 'string') mock.state.bumpSavedVersion(stored);
      else {
        const organizationId = new URL(request.url).searchParams.get(
          mock.state.wireNames.organizationIdParam,
        );
        if (organizationId) mock.state.bumpVersion(organizationId);
      }
      return undefined;
    },
    { ...options, once: true },
  );
}
