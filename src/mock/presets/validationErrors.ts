import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import { refuseSave, type MessagesByProperty } from './refuseSave';
import type { PresetOptions } from './saveRoutes';

/**
 * Every save is refused with these field errors (400 with the envelope), until the handlers are
 * reset: the state "the server says no" a screen must show on its fields.
 *
 * @example
 * server.use(...validationErrors(mock, { 'verification.amount': 'The amount is too high.' }));
 */
export function validationErrors(
  _mock: MockService,
  errors: MessagesByProperty,
  options: PresetOptions = {},
): HttpHandler[] {
  return refuseSave(errors, 'ERROR', options);
}
