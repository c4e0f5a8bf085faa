import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import { faultPreset, type FaultPresetOptions } from './faultPreset';

/**
 * The service fails: the next save (or `endpoint`) answers 500; the form keeps everything and
 * offers a retry.
 *
 * @example
 * server.use(...serverError(mock));
 */
export function serverError(mock: MockService, options: FaultPresetOptions = {}): HttpHandler[] {
  return faultPreset(mock, { failure: 'server' }, 'createReport', options);
}
