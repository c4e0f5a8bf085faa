import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import { faultPreset, type FaultPresetOptions } from './faultPreset';

/**
 * The access token expires: the next request (any endpoint by default) answers 401, the client
 * asks `getAccessToken({ refresh: true })` once and sends it again.
 *
 * @example
 * server.use(...expiredToken(mock, { endpoint: 'createReport' }));
 */
export function expiredToken(mock: MockService, options: FaultPresetOptions = {}): HttpHandler[] {
  return faultPreset(mock, { failure: 'expired' }, '*', options);
}
