// The devtools' logic: the host that follows a session, the exchange log, the mock link, recordSession.
export { recordSession } from './recordSession';
export { createDevtoolsLog } from './devtoolsLog';
