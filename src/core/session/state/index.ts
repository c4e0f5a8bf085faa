/**
 * `core/session/state/` (ARCHITECTURE.md "The engine"): The shapes the screen reads (state, events), the envelope index, the edit log, the save attempt.
 */
export { INITIAL_SESSION_STATE } from './sessionState';
export type { FormSessionState, SubmitState } from './sessionState';
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
export { createEnvelopeIndex } from './envelopeIndex';
export { createEditLog } from './editLog';
export { createEditHistory, HISTORY_LIMIT } from './editHistory';
export type {
  EditHistory,
  HistoryBoundary,
  HistoryEntry,
  HistorySnapshot,
  HistoryStep,
} from './editHistory';
export { createSaveAttempts } from './saveAttempts';
export type { SaveAttempt, SaveConfirmation } from './saveAttempts';
export { askedSave } from './askedSave';
