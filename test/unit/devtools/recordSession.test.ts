// @vitest-environment node
// A session recorded on the mock replays on `createMockService({ scenario })` with the
// same envelopes, redacted by the callback.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpenseClient } from '../../../src/core/http/client';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import { transportFromEndpoint } from '../../../src/core/http/transport';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import type { JsonValue } from '../../../src/core/wire/model/types';
import {
  recordSession,
  type RecordSessionOptions,
} from '../../../src/devtools/recorder/recordSession';
import type { RecordedScenario } from '../../../src/mock/scenarios/recordedScenario';
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

/** A session on the mock, its client's fetch given (to change what the service answers). */
function sessionOn(mock: MockService, fetch: typeof globalThis.fetch = globalThis.fetch) {
  server.resetHandlers(...mock.handlers);
  const client = createExpenseClient({
    baseUrl: MOCK_BASE_URL,
    getAccessToken: () => MOCK_TOKEN,
    fetch,
  });
  return createFormSession({
    transport: transportFromEndpoint(client, fieldsEndpoints.newReport(MOCK_IDS.swedishOrg)),
    store: createMemoryStore(),
  });
}

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

describe('recordSession', () => {
  it('records the status the service answered, not a guess: a create answered 201', async () => {
    const mock = createMockService();
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, {
      fields: [wireField('name', 'TEXT', 'Name'), versionField(null)],
    });
    // The service answers creates with 201 Created (the mock says 200).
    const created: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      return init?.method === 'POST' && answer.status === 200
        ? new Response(await answer.text(), { status: 201, headers: answer.headers })
        : answer;
    };
    const session = sessionOn(mock, created);
    const recording = recordSession(session);
    const stop = session.start();
    await session.whenReady();
    session.typed(NAME, 'Taxi');
    await session.submit();
    expect(session.getSnapshot().submitState).toBe('submitted');
    stop();
    expect(recording.scenario().exchanges.map(({ kind, status }) => `${kind} ${status}`)).toEqual([
      'load 200',
      'save 201',
    ]);
  });

  it('passes each personal value through redact with its path: nested fields, recipients, errorText, validation messages, a list query and its items', async () => {
    const mock = createMockService();
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, {
      fields: [
        wireField('trip', 'FIELD_GROUP', 'Trip', {
          fields: [wireField('trip.host', 'TEXT', 'Host', { value: 'Ana Silva' })],
        }),
        wireField('emailRecipients', 'RECIPIENT_LIST', 'Send a copy to', {
          value: [{ email: 'finance@example.se' }, { email: 'ana.silva@example.pt' }],
          error: 'UNKNOWN_RECIPIENT',
          errorText: 'Ana Silva is not in the directory.',
        }),
        versionField(null),
      ],
      validationErrors: [
        {
          property: 'emailRecipients',
          code: 'AWAY',
          message: 'Ana Silva is away.',
          level: 'WARNING',
        },
      ],
    });
    const session = sessionOn(mock);
    const asked: string[] = [];
    const recording = recordSession(session, {
      redact: (property, value, path) => {
        asked.push(`${property} ${path}`);
        return typeof value === 'string' && /ana/i.test(value) ? 'Redacted' : value;
      },
    });
    const stop = session.start();
    await session.whenReady();
    const currencies = `/api/v1/expense/me/organizations/${MOCK_IDS.swedishOrg}/lists/currencies`;
    await session.transport.listValues?.(
      currencies,
      { searchText: 'Ana' },
      new AbortController().signal,
    );
    await session.transport.listValues?.(currencies, {}, new AbortController().signal);
    stop();
    recording.stop();

    const text = JSON.stringify(recording.scenario());
    expect(text).not.toMatch(/Ana Silva|ana\.silva|"Ana"/);
    expect(asked).toEqual(
      expect.arrayContaining([
        'trip.host reply.fields[0].fields[0].value',
        'emailRecipients reply.fields[1].value[0].email',
        'emailRecipients reply.fields[1].value[1].email',
        'emailRecipients reply.fields[1].errorText',
        'emailRecipients reply.validationErrors[0].message',
        'searchText request.query.searchText',
        'url request.url',
        'name reply.data[0].name',
      ]),
    );
    // What is not personal stays: the other recipient, the codes, the list's other values.
    const [load] = recording.scenario().exchanges;
    expect(load?.reply).toMatchObject({
      fields: [
        { fields: [{ value: 'Redacted' }] },
        {
          value: [{ email: 'finance@example.se' }, { email: 'Redacted' }],
          error: 'UNKNOWN_RECIPIENT',
          errorText: 'Redacted',
        },
        {},
      ],
      validationErrors: [{ code: 'AWAY', message: 'Redacted' }],
    });
  });
});
