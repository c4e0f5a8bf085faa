/**
 * `expense-fields/session`: the form engine without React (ARCHITECTURE.md "House rules": query-core beside
 * react-query). A session owns the envelope, re-call timing, server messages and the submit
 * states; values live in a store port. The React hooks of `expense-fields` are thin adapters over
 * it; use it directly for another framework, a web component or a test without a DOM.
 */
export { createFormSession } from './createFormSession';
export { unsettledText } from './events/unsettledText';
export type {
  Activity,
  DraftEvent,
  ExchangeEvent,
  ExchangeKind,
  ExchangePhase,
  MessagesEvent,
  SessionEvent,
  StateEvent,
} from './state/sessionEvents';
export type {
  FormSession,
  FormSessionOptions,
  FormSessionSettings,
  SessionField,
} from './context/formSession';
export { PROBLEM_TEXT, problemText } from '../values/problemText';
export { createMemoryStore } from './store/memoryStore';
export { keyedListeners } from './store/fieldStore';
export type { FieldMessage, FieldStore, KeyedListeners } from './store/fieldStore';
export type { KeyedMessage } from './store/fieldMessages';
export { systemClock } from './ports/clock';
export type { Clock, TimerHandle } from './ports/clock';
export { browserNetwork, manualNetwork } from './ports/network';
export type { NetworkPort } from './ports/network';
export { createSubscribable } from '../base/subscribable';
export type { Subscribable } from '../base/subscribable';
export { INITIAL_SESSION_STATE } from './state/sessionState';
export type { FormSessionState, SubmitState } from './state/sessionState';
export { createRecallTimer } from './recall/recallTimer';
export type { RecallTimer } from './recall/recallTimer';
export { placeServerMessages } from './store/placeServerMessages';
export { ensureEnvelope, EnvelopeWarning } from './recall/envelopeReply';
export { prefillFromScan, SCAN_TARGETS } from '../receipts/prefillFromScan';
export { createMemoryDrafts } from './drafts/memoryDrafts';
export { indexedDbDrafts, clearDrafts } from './drafts/indexedDbDrafts';
export { draftKey } from './drafts/draftStorage';
export type {
  DraftOffer,
  DraftSettings,
  DraftSignal,
  DraftStorage,
  QueuedSave,
  SentSave,
  StoredDraft,
  UnconfirmedSave,
} from './drafts/draftStorage';
export { DraftStorageError } from './drafts/draftKeeper';
export { newSaveKey } from './ports/saveKey';
export type { KeyRandomness } from './ports/saveKey';
export type { SaveAttempt, SaveConfirmation } from './state/saveAttempts';
export type { DraftFailure } from './drafts/draftKeeper';
export { ClientCheckError } from './save/clientCheckError';
export type { RefusedField } from './save/clientCheckError';
