// Room mock: the `expense-fields/mock` entry, the in-memory expense service.
/**
 * `expense-fields/mock`: a stateful, deterministic, in-memory stand-in for the expense service,
 * as MSW 2 request handlers (or answering a fetch `Request`: `handleMockRequest`), with named
 * scenario envelopes and fault injection.
 */
export { createMockService, MOCK_BASE_URL, MOCK_EXPENSE_URL } from './service/createMockService';
export type { MockService, MockServiceOptions } from './service/createMockService';
export { handleMockRequest } from './handleMockRequest';
export type { HandleMockRequestOptions } from './handleMockRequest';
export type { Fault, MockEndpoint, MockFaults } from './service/faults';
export type { LoggedRequest } from './handlers';
export { MOCK_NOW } from './service/service';
export type { MockState, StoredContent } from './service/service';
export { defaultSeed, MOCK_IDS, MOCK_TOKEN } from './service/seed';
export type {
  MockAccount,
  MockCategory,
  MockOrganization,
  MockPerson,
  MockSeed,
} from './service/seed';
export { SCENARIOS, scenarioEnvelope } from './scenarios';
export type { ScenarioName } from './scenarios';
export { largeEnvelope } from './scenarios/largeEnvelope';
// Each scenario's property names and wire types, as `expense-fields types` writes them
// (ARCHITECTURE.md "Generated types"): `typedFields<ReceiptFields>()`.
export type {
  AllControlsFields,
  BasicFields,
  MileageFields,
  MockReportFields,
  PerDiemFields,
  ReceiptFields,
  ReceiptPortugalFields,
  RepresentationFields,
} from './scenarios/types';
export { mockId } from './service/ids';
export {
  conflict,
  droppedConnection,
  expiredToken,
  ocrResult,
  serverError,
  slowRecall,
  throttled,
  validationErrors,
  warnings,
} from './presets';
export type { FaultPresetOptions, MessagesByProperty, PresetOptions, ScanReading } from './presets';
export type {
  RecordedExchange,
  RecordedKind,
  RecordedScenario,
} from './scenarios/recordedScenario';
