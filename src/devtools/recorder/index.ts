// The devtools' logic: the host that follows a session, the exchange log, the mock link, recordSession.
export { DevtoolsHostContext } from './devtoolsHost';
export type { DevtoolsHost } from './devtoolsHost';
export { createDevtoolsLog, devtoolsLogOf } from './devtoolsLog';
export type { ExchangeRow, DevtoolsHistory, DevtoolsLog } from './devtoolsLog';
export type { DevtoolsMock } from './devtoolsMock';
export { recordSession } from './recordSession';
export type { RecordSessionOptions, SessionRecording } from './recordSession';
