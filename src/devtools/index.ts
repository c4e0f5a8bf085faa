/**
 * `expense-fields/devtools`: see what the server said. `<FieldsDevtools />` (its panel is a lazy
 * chunk: nothing of it is in the main entry) and `recordSession`, which turns a session into a
 * mock scenario that `createMockService({ scenario })` replays (ARCHITECTURE.md "Devtools").
 */
export { FieldsDevtools } from './FieldsDevtools';
export type { FieldsDevtoolsProps } from './FieldsDevtools';
export type { DevtoolsMock } from './devtoolsMock';
export { recordSession } from './recordSession';
export type { RecordSessionOptions, SessionRecording } from './recordSession';
export type { Redact } from './redactBody';
export type { RecordedExchange, RecordedKind, RecordedScenario } from '../mock/recordedScenario';
