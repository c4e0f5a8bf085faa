import type { HttpHandler } from 'msw';
import type { WireNames } from '../../core/wire/wireNames';
import { createIdempotency } from './idempotency';
import { createFaults, type MockFaults } from './faults';
import { createHandlers, type LoggedRequest } from '../handlers';
import { createMockState, type MockState } from './service';
import type { MockSeed } from './seed';
import type { RecordedScenario } from '../scenarios/recordedScenario';
import { scenarioReplay } from '../scenarios/scenarioReplay';
import { MOCK_BASE_URL } from './baseUrl';

export { MOCK_BASE_URL } from './baseUrl';
/**
 * Default base URL of the mock's legacy V0 interface.
 *
 * @example
 * createExpenseClient({ baseUrl: MOCK_BASE_URL, expenseUrl: MOCK_EXPENSE_URL, getAccessToken: () => MOCK_TOKEN });
 */
export const MOCK_EXPENSE_URL = 'https://admin.expense.test';

/** Options of {@link createMockService}. */
export interface MockServiceOptions {
  /** `{base_url}`; default {@link MOCK_BASE_URL}. */
  baseUrl?: string;
  /** `{expense_url}`; default {@link MOCK_EXPENSE_URL}. */
  expenseUrl?: string;
  /** Seed data; `defaultSeed()` by default. */
  seed?: MockSeed;
  /** The clock; a fixed instant by default, so the same requests get the same answers. */
  clock?: () => Date;
  /** Query and header names, when the client uses other wire names. */
  wireNames?: Partial<WireNames>;
  /**
   * Answer the fields endpoints (load, re-call, command, save) and list values from a recorded
   * session (`recordSession` in `expense-fields/devtools`) instead of the mock's own rules: a bug
   * seen in production replays in a story or a test. Requests still need the mock's token.
   */
  scenario?: RecordedScenario;
}

/** A running mock service. */
export interface MockService {
  /** MSW 2 request handlers: give them to `setupServer` (msw/node) or `setupWorker` (msw/browser). */
  handlers: HttpHandler[];
  /** The service's state: seed, content, reports, drafts, scenario envelopes. */
  state: MockState;
  /** Fault injection per endpoint. */
  faults: MockFaults;
  /** Every request received, in order, for assertions. */
  requests: LoggedRequest[];
  /** Back to the seed: state, faults and the request log. */
  reset(): void;
  /** `{base_url}` the handlers answer at (`handleMockRequest` forwards there). */
  readonly baseUrl: string;
  /** `{expense_url}` of the V0 interface. */
  readonly expenseUrl: string;
}

/**
 * Creates the stateful in-memory expense service: every endpoint of the spec plus the fields
 * endpoints, applying the spec's rules, deterministic, with fault injection.
 *
 * @example
 * import { setupServer } from 'msw/node';
 * import { createMockService, MOCK_TOKEN } from 'expense-fields/mock';
 *
 * const mock = createMockService();
 * const server = setupServer(...mock.handlers);
 * server.listen({ onUnhandledRequest: 'error' });
 * mock.faults.set('createReport', { failure: 'server', times: 1 });
 *
 * // A recorded session (`recordSession`, expense-fields/devtools) answers instead of the rules:
 * const replay = createMockService({ scenario: recording });
 */
export function createMockService(options: MockServiceOptions = {}): MockService {
  const state = createMockState({
    ...(options.seed ? { seed: options.seed } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    // The mock honours idempotency keys unless told otherwise; the client sends none
    // by default, so the mock's default changes nothing for a client that does not opt in.
    wireNames: { idempotencyKeyHeader: 'Idempotency-Key', ...options.wireNames },
  });
  // The handlers call the operations by name: replacing them keeps faults, the token check and
  // the request log as they are for every other request.
  const replay =
    options.scenario &&
    scenarioReplay(options.scenario, state.operations, state.wireNames.commandParam);
  if (replay) Object.assign(state.operations, replay.operations);
  const faults = createFaults();
  const requests: LoggedRequest[] = [];
  const idempotency = createIdempotency();
  const urls = {
    baseUrl: options.baseUrl ?? MOCK_BASE_URL,
    expenseUrl: options.expenseUrl ?? MOCK_EXPENSE_URL,
  };
  const handlers = createHandlers(state, faults, requests, urls, idempotency);
  return {
    ...urls,
    handlers,
    state,
    faults,
    requests,
    reset() {
      state.reset();
      replay?.rewind();
      faults.clear();
      idempotency.clear();
      requests.length = 0;
    },
  };
}
