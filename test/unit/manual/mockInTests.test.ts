// @vitest-environment node
// The mock service page of the manual (stories/manual/12-mock-service.mdx) shows this file as a
// reader's own test: the mock behind msw/node, a fault, a concurrent save, the request log.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { createExpenseClient, type FieldsEnvelope } from '../../../src/core/index';
import {
  createMockService,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  scenarioEnvelope,
} from '../../../src/mock';

const mock = createMockService(); // options: baseUrl, expenseUrl, seed, clock, wireNames
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset()); // back to the seed, no faults, an empty request log
afterAll(() => server.close());

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
const org = MOCK_IDS.swedishOrg; // SEK; portugueseOrg reads fiscal QR codes, controlsOrg has every control

/** The basic report, named and with an amount. */
async function filledReport(): Promise<FieldsEnvelope> {
  mock.state.setEnvelope(org, scenarioEnvelope('basic')); // or 'receipt', 'mileage', 'allControls', …
  const envelope = await client.getFields(org);
  const values: Record<string, string | number> = { name: 'Taxi', 'verification.amount': 120 };
  return {
    ...envelope,
    fields: envelope.fields.map((field) => ({
      ...field,
      value: values[field.property] ?? field.value,
    })),
  };
}

test('a save the service fails once goes through on the second try', async () => {
  mock.faults.set('createReport', { failure: 'server', times: 1 }); // or 'network', { latencyMs }
  const envelope = await filledReport();
  await expect(client.createReport(org, envelope)).rejects.toMatchObject({
    status: 500,
    isRetryable: true,
  });
  await expect(client.createReport(org, envelope)).resolves.toMatchObject({ kind: 'created' });
  expect(mock.requests.filter((request) => request.endpoint === 'createReport')).toHaveLength(2);
});

test('someone else saving first makes the next save a 409', async () => {
  const envelope = await filledReport();
  mock.state.bumpVersion(org); // another user saved this draft
  await expect(client.createReport(org, envelope)).rejects.toMatchObject({ status: 409 });
});
