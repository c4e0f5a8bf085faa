/**
 * `expense-fields/session`: the form engine without React (ARCHITECTURE.md "House rules": query-core beside
 * react-query). A session owns the envelope, re-call timing, server messages and the submit
 * states; values live in a store port. The React hooks of `expense-fields` are thin adapters over
 * it; use it directly for another framework, a web component or a test without a DOM.
 */
export { createFormSession } from './createFormSession';
export { unsettledText } from './events';
export type {
  Activity,
  DraftEvent,
  ExchangeEvent,
  ExchangeKind,
  ExchangePhase,
  MessagesEvent,
  SessionEvent,
  StateEvent,
} from './state';
export type {
  FormActions,
  FormSession,
  FormSessionOptions,
  FormSessionSettings,
  SessionField,
} from './context';
export { PROBLEM_TEXT, problemText } from '../values/problemText';
export { createMemoryStore } from './store';
export { keyedListeners } from './store';
export type { FieldMessage, FieldStore, KeyedListeners } from './store';
export type { KeyedMessage } from './store';
export { systemClock } from './ports';
export type { Clock, TimerHandle } from './ports';
export { browserNetwork, manualNetwork } from './ports';
export type { NetworkPort } from './ports';
export { createSubscribable } from '../base/subscribable';
export type { Subscribable } from '../base/subscribable';
export { INITIAL_SESSION_STATE } from './state';
export type { FormSessionState, SubmitState } from './state';
export { HISTORY_LIMIT } from './state';
export type { HistoryBoundary, HistorySnapshot } from './state';
export { createRecallTimer } from './recall';
export type { RecallTimer } from './recall';
export { placeServerMessages } from './store';
export { ensureEnvelope, EnvelopeWarning } from './recall';
export { prefillFromScan, SCAN_TARGETS } from '../receipts/prefillFromScan';
export { createMemoryDrafts } from './drafts';
export { indexedDbDrafts, clearDrafts } from './drafts';
export { draftKey } from './drafts';
export type {
  DraftOffer,
  DraftSettings,
  DraftSignal,
  DraftStorage,
  QueuedSave,
  SentSave,
  StoredDraft,
  StoredHistory,
  StoredHistoryEntry,
  UnconfirmedSave,
} from './drafts';
export { DraftStorageError } from './drafts';
export { newSaveKey } from './ports';
export type { KeyRandomness } from './ports';
export type { SaveAttempt, SaveConfirmation } from './state';
export type { DraftFailure } from './drafts';
export { ClientCheckError } from './save';
export type { RefusedField } from './save';
