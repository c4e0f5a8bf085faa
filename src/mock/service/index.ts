// The mock service's state: createMockService, the seed, ids, idempotency, faults, language and base URL.
export { MOCK_BASE_URL } from './baseUrl';
export { MOCK_EXPENSE_URL, createMockService } from './createMockService';
export type { MockServiceOptions, MockService } from './createMockService';
export { clearErrors, scannedOf, keepScanned } from './envelopeMarks';
export { createFaults } from './faults';
export type { MockEndpoint, Fault, MockFaults } from './faults';
export { createIdempotency } from './idempotency';
export type { IdempotentStart, MockIdempotency } from './idempotency';
export { createIdSource, mockId } from './ids';
export { MOCK_NOW, fail, ok } from './mockContext';
export type {
  MockRequest,
  MockReply,
  StoredContent,
  MockStateOptions,
  SavedObjectEntry,
  MockContext,
  MockOperation,
} from './mockContext';
export { mockLanguage, inLanguage } from './mockLanguage';
export type { MockLanguage } from './mockLanguage';
export { MOCK_IDS, MOCK_TOKEN, defaultSeed, cloneSeed } from './seed';
export type { MockOrganization, MockCategory, MockPerson, MockAccount, MockSeed } from './seed';
export { createMockState } from './service';
export type { MockState } from './service';
