/**
 * `core/session/save/` (ARCHITECTURE.md "The engine"): The save pipeline, one try, the outcome, the actions after it, the offline queue (its lock is a lazy chunk).
 */
export { createSavePipeline } from './savePipeline';
export type { DraftParts, PipelineParts, SavePipeline } from './savePipeline';
export { createSaveOutcome } from './saveOutcome';
export type { SaveOutcome } from './saveOutcome';
export { createSaveActions } from './saveActions';
export { createParkedReceipts } from './parkedReceipts';
export { createSaveQueue } from './saveQueue';
export { createDraftRestore } from './draftRestore';
export { backOnline } from './backOnline';
export { ClientCheckError } from './clientCheckError';
export type { RefusedField } from './clientCheckError';
