import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import type { Fault, MockEndpoint } from '../service/faults';

/** Which requests a fault preset hits, and how many times. */
export interface FaultPresetOptions {
  /** The endpoint (`createReport`, `recall`, `content`…), or `*` for any. */
  endpoint?: MockEndpoint | '*';
  /** How many requests meet the fault. Default 1. */
  times?: number;
}

/**
 * Sets a fault on the mock and returns no handler, so every preset reads the same:
 * `server.use(...preset(mock))`. `mock.reset()` (or `mock.faults.clear()`) lifts it.
 *
 * @example
 * const serverError = (mock: MockService) => faultPreset(mock, { failure: 'server' }, 'createReport');
 */
export function faultPreset(
  mock: MockService,
  fault: Fault,
  endpoint: MockEndpoint | '*',
  options: FaultPresetOptions = {},
): HttpHandler[] {
  mock.faults.set(options.endpoint ?? endpoint, { times: 1, ...fault, ...pickTimes(options) });
  return [];
}

const pickTimes = (options: FaultPresetOptions) =>
  options.times === undefined ? {} : { times: options.times };
