/**
 * `core/session/history/` (ARCHITECTURE.md "History"): undo and redo over the session's history.
 */
export { createHistory } from './createHistory';
export type { History } from './createHistory';
