/**
 * `core/session/drafts/` (ARCHITECTURE.md "The engine"): Drafts: the keeper, the restore, the storages and what a stored draft holds.
 */
export { createDraftKeeper, DraftStorageError } from './draftKeeper';
export type { DraftFailure, DraftKeeper } from './draftKeeper';
export { createMemoryDrafts } from './memoryDrafts';
export { indexedDbDrafts, clearDrafts } from './indexedDbDrafts';
export { draftKey } from './draftStorage';
export type {
  DraftOffer,
  DraftRestore,
  DraftSettings,
  DraftSignal,
  DraftStorage,
  QueuedSave,
  QueueClaim,
  SaveQueue,
  SentSave,
  StoredDraft,
  StoredHistory,
  StoredHistoryEntry,
  UnconfirmedSave,
} from './draftStorage';
export { readStoredHistory } from './readStoredHistory';
