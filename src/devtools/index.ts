// Room devtools: the `expense-fields/devtools` entry (FieldsDevtools and recordSession).
/**
 * `expense-fields/devtools`: see what the server said. `<FieldsDevtools />` (its panel is a lazy
 * chunk: nothing of it is in the main entry) and `recordSession`, which turns a session into a
 * mock scenario that `createMockService({ scenario })` replays (ARCHITECTURE.md "Devtools").
 */
export { FieldsDevtools } from './FieldsDevtools';
export type { FieldsDevtoolsProps } from './FieldsDevtools';
export type { DevtoolsMock } from './recorder/devtoolsMock';
export { recordSession } from './recorder/recordSession';
export type { RecordSessionOptions, SessionRecording } from './recorder/recordSession';
export type { Redact } from './exchanges/redactBody';
export type {
  RecordedExchange,
  RecordedKind,
  RecordedScenario,
} from '../mock/scenarios/recordedScenario';
