import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import { faultPreset, type FaultPresetOptions } from './faultPreset';

/**
 * The connection drops: the next save (or `endpoint`) fails before any answer; `lostReply: true`
 * drops it after the service did the work (a create creates), the case idempotency keys cover.
 *
 * @example
 * server.use(...droppedConnection(mock, { lostReply: true }));
 */
export function droppedConnection(
  mock: MockService,
  options: FaultPresetOptions & { lostReply?: boolean } = {},
): HttpHandler[] {
  return faultPreset(
    mock,
    { failure: options.lostReply ? 'lostReply' : 'network' },
    'createReport',
    options,
  );
}
