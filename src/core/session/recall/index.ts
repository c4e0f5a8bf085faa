/**
 * `core/session/recall/` (ARCHITECTURE.md "The engine"): Re-calls and commands: the coordinator, load and reload, replies under the merge rules.
 */
export { createRecall } from './createRecall';
export type { Recall } from './createRecall';
export { createRecallTimer } from './recallTimer';
export type { RecallTimer } from './recallTimer';
export { ensureEnvelope, EnvelopeWarning } from './envelopeReply';
export { adoptInitial, loadEnvelope, offerDraft, reloadStored, stopLoading } from './loader';
export { adoptEnvelope, takeReply } from './replies';
