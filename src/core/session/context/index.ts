/**
 * `core/session/context/` (ARCHITECTURE.md "The engine"): The facts a session's parts share, its settings, its public types and what a request would send.
 */
export { createSessionContext, versionOf } from './sessionContext';
export type { SessionContext } from './sessionContext';
export type {
  FormActions,
  FormSession,
  FormSessionOptions,
  FormSessionSettings,
  SessionField,
} from './formSession';
export { requestBody } from './requestBody';
export { wireValues } from './wireValues';
export { draftFacts } from './draftFacts';
export type { DraftSources } from './draftFacts';
export { initialSettings, settingsPatch } from './settings';
