// The mock service's state: createMockService, the seed, ids, idempotency, faults, language and base URL.
export { createMockService } from './createMockService';
export { createMockState } from './service';
