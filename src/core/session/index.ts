/**
 * `expense-fields/session`: the form engine without React (ARCHITECTURE.md "House rules": query-core beside
 * react-query). A session owns the envelope, re-call timing, server messages and the submit
 * states; values live in a store port. The React hooks of `expense-fields` are thin adapters over
 * it; use it directly for another framework, a web component or a test without a DOM.
 */
export { createFormSession } from './createFormSession';
export { unsettledText } from './unsettledText';
export type {
  Activity,
  DraftEvent,
  ExchangeEvent,
  ExchangeKind,
  ExchangePhase,
  MessagesEvent,
  SessionEvent,
  StateEvent,
} from './sessionEvents';
export type {
  FormSession,
  FormSessionOptions,
  FormSessionSettings,
  SessionField,
} from './formSession';
export { PROBLEM_TEXT, problemText } from '../values/problemText';
export { createMemoryStore } from './memoryStore';
export { keyedListeners } from './fieldStore';
export type { FieldMessage, FieldStore, KeyedListeners } from './fieldStore';
export type { KeyedMessage } from './fieldMessages';
export { systemClock } from './clock';
export type { Clock, TimerHandle } from './clock';
export { INITIAL_SESSION_STATE } from './sessionState';
export type { FormSessionState, SubmitState } from './sessionState';
export { createRecallTimer } from './recallTimer';
export type { RecallTimer } from './recallTimer';
export { placeServerMessages } from './placeServerMessages';
export { ensureEnvelope, EnvelopeWarning } from './envelopeReply';
export { prefillFromScan, SCAN_TARGETS } from '../receipts/prefillFromScan';
export { createMemoryDrafts } from './memoryDrafts';
export { indexedDbDrafts, clearDrafts } from './indexedDbDrafts';
export { draftKey } from './draftStorage';
export type {
  DraftOffer,
  DraftSettings,
  DraftSignal,
  DraftStorage,
  QueuedSave,
  SentSave,
  StoredDraft,
  UnconfirmedSave,
} from './draftStorage';
export { DraftStorageError } from './draftKeeper';
export { ClientCheckError } from './clientCheckError';
export type { RefusedField } from './clientCheckError';
export { newSaveKey } from './saveKey';
export type { KeyRandomness } from './saveKey';
export type { SaveAttempt, SaveConfirmation } from './saveAttempts';
export type { DraftFailure } from './draftKeeper';
