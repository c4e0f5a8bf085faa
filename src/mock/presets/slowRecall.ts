import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import { faultPreset, type FaultPresetOptions } from './faultPreset';

/**
 * The next re-call is slow: its answer waits `latencyMs` (default a minute), or until
 * `mock.faults.clear()` lets it go, so a test sees the busy field and what a user types meanwhile
 * without waiting on a clock.
 *
 * @example
 * server.use(...slowRecall(mock));
 * await user.type(amount, '6000'); // the field is busy until mock.faults.clear()
 */
export function slowRecall(
  mock: MockService,
  options: FaultPresetOptions & { latencyMs?: number } = {},
): HttpHandler[] {
  return faultPreset(mock, { latencyMs: options.latencyMs ?? 60_000 }, 'recall', options);
}
