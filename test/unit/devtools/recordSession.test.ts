// @vitest-environment node
// Issue 27: a session recorded on the mock replays on `createMockService({ scenario })` with the
// same envelopes, redacted by the callback.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpenseClient } from '../../../src/core/http/client';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import { transportFromEndpoint } from '../../../src/core/http/transport';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/memoryStore';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import type { JsonValue } from '../../../src/core/wire/types';
import { recordSession, type RecordSessionOptions } from '../../../src/devtools/recordSession';
import type { RecordedScenario } from '../../../src/mock/recordedScenario';
import {
  createMockService,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  type MockService,
} from '../../../src/mock';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const TYPE = fieldKey('verification.type');
const CURRENCY = fieldKey('verification.currency');
const NAME = fieldKey('name');
const options: RecordSessionOptions = {
  redact: (property: string, value: JsonValue) =>
    property === 'name' && value ? 'Redacted' : value,
};

/** The same user on a mock: a type, a name, a currency the service fails once, then a save. */
async function userWorks(mock: MockService, failOnce: boolean) {
  server.resetHandlers(...mock.handlers);
  const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
  const session = createFormSession({
    transport: transportFromEndpoint(client, fieldsEndpoints.newReport(MOCK_IDS.swedishOrg)),
    store: createMemoryStore(),
  });
  const recording = recordSession(session, options);
  const stop = session.start();
  await session.whenReady();
  session.chose(TYPE, 'representation');
  await session.whenSettled();
  session.typed(NAME, 'Lunch with Ana Silva');
  if (failOnce) mock.faults.set('recall', { failure: 'server', times: 1 });
  session.chose(CURRENCY, 'EUR');
  await session.whenSettled();
  expect(session.getSnapshot().updateError).not.toBeNull();
  await session.retryUpdate();
  // Read-only: no client check stops the save, so the service answers its field errors (400).
  session.configure({ readOnly: true });
  await session.submit();
  stop();
  recording.stop();
  return { session, scenario: recording.scenario() };
}

describe('recordSession and createMockService({ scenario })', () => {
  let recorded: RecordedScenario;

  it('records every exchange in order, with statuses, and redacts by the callback', async () => {
    const { scenario } = await userWorks(createMockService(), true);
    recorded = scenario;
    expect(
      scenario.exchanges.map(({ kind, status, phase }) => `${kind} ${status} ${phase}`),
    ).toEqual([
      'load 200 applied',
      'recall 200 applied',
      'recall 500 failed',
      'recall 200 applied',
      'save 400 applied',
    ]);
    const text = JSON.stringify(scenario);
    expect(text).not.toContain('Ana Silva');
    expect(text).toContain('"Redacted"');
    expect(text).not.toContain(MOCK_TOKEN);
    // Plain JSON: it survives a file.
    expect(JSON.parse(text)).toEqual(scenario);
    // The currency re-call added the exchange rate.
    const reply = scenario.exchanges[3]?.reply as { fields: { property: string }[] };
    expect(reply.fields.map((field) => field.property)).toContain('verification.exchangeRate');
  });

  it('replays it: the same user gets the same envelopes, the failure included', async () => {
    const replay = createMockService({ scenario: JSON.parse(JSON.stringify(recorded)) });
    // The replay answers from the recording, not from the mock's own rules for this organization.
    replay.state.setEnvelope(MOCK_IDS.swedishOrg, { fields: [] });
    const { scenario, session } = await userWorks(replay, false);
    expect(scenario).toEqual(recorded);
    expect(session.getSnapshot().submitState).toBe('invalid');
    expect(replay.requests.map((request) => request.endpoint)).toEqual([
      'fields',
      'recall',
      'recall',
      'recall',
      'createReport',
    ]);
  });

  it('starts again from the first exchange after reset', async () => {
    const replay = createMockService({ scenario: recorded });
    await userWorks(replay, false);
    replay.reset();
    const { scenario } = await userWorks(replay, false);
    expect(scenario).toEqual(recorded);
  });
});
