// @vitest-environment node
// The mock serves stored objects in the fields format only when asked
// (`format=fields`), as a service that serves other formats would; every preset loads, re-calls
// and saves through it.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createExpenseClient, type SavedObject } from '../../../src/core/http/client';
import { fieldsEndpoints, type FieldsEndpoint } from '../../../src/core/http/endpoints';
import { mapFields } from '../../../src/core/wire/fieldIndex';
import type { FieldsEnvelope, JsonValue } from '../../../src/core/wire/model/types';
import { createMockService, MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../../src/mock';

const mock = createMockService();
const server = setupServer(...mock.handlers);
const SE = MOCK_IDS.swedishOrg;
const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => mock.reset());

const filled = (envelope: FieldsEnvelope) => {
  const values: Record<string, JsonValue> = {
    name: 'Lunch',
    'verification.purchaseDate': '2026-11-20',
    'verification.amount': 120,
    categoryId: MOCK_IDS.receiptCategory,
    'verification.receiptAttachment': { id: 'e'.repeat(32) },
  };
  return mapFields(envelope, (field) =>
    field.property in values ? { ...field, value: values[field.property] as JsonValue } : field,
  );
};
const versionOf = (envelope: FieldsEnvelope) =>
  envelope.fields.find((field) => field.property === 'version')?.value;

/** Creates an object through a new-object preset and gives its stored preset. */
async function stored(
  create: FieldsEndpoint,
  open: (id: string) => FieldsEndpoint,
): Promise<FieldsEndpoint> {
  const envelope = filled(await client.loadFields(create));
  const result = await client.saveFields(create, envelope, { saveDespiteWarnings: true });
  if (result.kind !== 'created') throw new Error('the object was not created');
  return open(result.report.id);
}

const storedReport = () =>
  stored(fieldsEndpoints.newReport(SE), (id) => fieldsEndpoints.storedReport(SE, id));
const storedExpense = () =>
  stored(fieldsEndpoints.newExpense(SE, 'ReceiptVerification'), (id) =>
    fieldsEndpoints.storedExpense(SE, 'ReceiptVerification', id),
  );

describe('stored objects in the fields format', () => {
  const presets: [string, () => Promise<FieldsEndpoint>][] = [
    ['newReport', async () => fieldsEndpoints.newReport(SE)],
    ['storedReport', storedReport],
    ['newExpense', async () => fieldsEndpoints.newExpense(SE, 'ReceiptVerification')],
    ['storedExpense', storedExpense],
  ];

  it.each(presets)('%s loads, re-calls and saves through the mock', async (_, endpointOf) => {
    const endpoint = await endpointOf();
    const loaded = await client.loadFields(endpoint);
    const recalled = await client.recallFields(endpoint, filled(loaded));
    const result = await client.saveFields(endpoint, recalled, { saveDespiteWarnings: true });
    expect(result.kind).toBe('created');
    const saved = (result as { report: SavedObject }).report;
    // A stored object comes back at its version and is saved at the next one.
    const version = versionOf(loaded);
    expect(saved.version).toBe(typeof version === 'number' ? version + 1 : 1);
  });

  const storedPaths: [string, () => Promise<FieldsEndpoint>][] = [
    ['expensereports', storedReport],
    ['expenses', storedExpense],
  ];

  it.each(storedPaths)(
    'refuses GET and PUT %s/{id} without format=fields, as report creation does',
    async (_, endpointOf) => {
      const endpoint = await endpointOf();
      const url = `${MOCK_BASE_URL}/api/v1/expense${endpoint.save.path}`;
      const headers = { Authorization: `Bearer ${MOCK_TOKEN}` };
      const get = await fetch(url, { headers });
      expect(get.status).toBe(400);
      expect(await get.json()).toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
      const put = await fetch(url, {
        method: 'PUT',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: [] }),
      });
      expect(put.status).toBe(400);
      expect(await put.json()).toMatchObject({ code: 'UNSUPPORTED_FORMAT' });
      expect((await fetch(`${url}?format=fields`, { headers })).status).toBe(200);
    },
  );
});
