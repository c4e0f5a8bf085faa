/**
 * The states a screen must survive, each one line on top of `createMockService`:
 * `server.use(...conflict(mock))` with `setupServer` (msw/node) or `setupWorker` (msw/browser).
 */
export { conflict } from './conflict';
export { droppedConnection } from './droppedConnection';
export { expiredToken } from './expiredToken';
export type { FaultPresetOptions } from './faultPreset';
export { ocrResult } from './ocrResult';
export type { ScanReading } from './ocrResult';
export type { MessagesByProperty } from './refuseSave';
export type { PresetOptions } from './saveRoutes';
export { serverError } from './serverError';
export { slowRecall } from './slowRecall';
export { throttled } from './throttled';
export { validationErrors } from './validationErrors';
export { warnings } from './warnings';
