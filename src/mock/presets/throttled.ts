import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import { faultPreset, type FaultPresetOptions } from './faultPreset';

/**
 * The next request (any endpoint by default) is throttled: 429 with `Retry-After`; the client
 * waits and sends it again.
 *
 * @example
 * server.use(...throttled(mock, { endpoint: 'recall', retryAfterSeconds: 0.25 }));
 */
export function throttled(
  mock: MockService,
  options: FaultPresetOptions & { retryAfterSeconds?: number } = {},
): HttpHandler[] {
  return faultPreset(
    mock,
    { failure: 'throttled', retryAfterSeconds: options.retryAfterSeconds ?? 1 },
    '*',
    options,
  );
}
