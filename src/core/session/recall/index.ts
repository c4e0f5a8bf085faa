/**
 * `core/session/recall/` (ARCHITECTURE.md "The engine"): Re-calls and commands: the coordinator, load and reload, replies under the merge rules.
 */
export { createRecall } from './createRecall';
export type { Recall } from './createRecall';
export { createRecallTimer } from './recallTimer';
export type { RecallTimer } from './recallTimer';
export { ensureEnvelope, EnvelopeWarning } from './envelopeReply';
export { createLoader } from './loader';
export type { Loader } from './loader';
export { createReplies } from './replies';
export type { Replies } from './replies';
export { createUnsaved } from './unsaved';
export type { Unsaved } from './unsaved';
