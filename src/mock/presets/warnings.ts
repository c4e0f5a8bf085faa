import type { HttpHandler } from 'msw';
import type { MockService } from '../service/createMockService';
import { refuseSave, type MessagesByProperty } from './refuseSave';
import type { PresetOptions } from './saveRoutes';

/**
 * Every save answers these warnings (400 with the envelope) until the user saves anyway
 * (`saveDespiteWarnings=true`), which the mock then stores.
 *
 * @example
 * server.use(...warnings(mock, { 'verification.amount': 'Over the limit: your manager approves.' }));
 */
export function warnings(
  _mock: MockService,
  messages: MessagesByProperty,
  options: PresetOptions = {},
): HttpHandler[] {
  return refuseSave(messages, 'WARNING', options);
}
