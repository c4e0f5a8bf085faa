// @vitest-environment node
// Creates carry an idempotency key when the client is told the header's name, and the
// mock honours it as the IETF draft says: a repeat answers the first result and creates nothing.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpenseClient, type ExpenseClient } from '../../../src/core/http/client';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import { mapFields } from '../../../src/core/wire/fieldIndex';
import type { FieldsEnvelope, JsonValue } from '../../../src/core/wire/model/types';
import { createMockService, MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../../src/mock';
import { failure } from '../../tools/failure';

const mock = createMockService();
const server = setupServer(...mock.handlers);
const SE = MOCK_IDS.swedishOrg;
const endpoint = fieldsEndpoints.newReport(SE);
const withKeys = createExpenseClient({
  baseUrl: MOCK_BASE_URL,
  getAccessToken: () => MOCK_TOKEN,
  wireNames: { idempotencyKeyHeader: 'Idempotency-Key' },
});
const withoutKeys = createExpenseClient({
  baseUrl: MOCK_BASE_URL,
  getAccessToken: () => MOCK_TOKEN,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => mock.reset());

async function filled(client: ExpenseClient, name = 'Lunch'): Promise<FieldsEnvelope> {
  const values: Record<string, JsonValue> = {
    name,
    'verification.purchaseDate': '2026-11-20',
    'verification.amount': 120,
    categoryId: MOCK_IDS.receiptCategory,
    'verification.receiptAttachment': { id: 'e'.repeat(32) },
  };
  return mapFields(await client.loadFields(endpoint), (field) =>
    field.property in values ? { ...field, value: values[field.property] as JsonValue } : field,
  );
}

const createdId = (result: Awaited<ReturnType<ExpenseClient['saveFields']>>) =>
  result.kind === 'created' ? result.report.id : `not created: ${result.kind}`;
const creates = () => mock.requests.filter((request) => request.endpoint === 'createReport');

describe('idempotency keys on creates', () => {
  it('answers a repeat of the same key and body with the first result, creating nothing', async () => {
    const envelope = await filled(withKeys);
    const first = await withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' });
    const again = await withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' });
    expect(createdId(again)).toBe(createdId(first));
    expect(mock.state.reports.size).toBe(1);
    expect(creates().map((request) => request.headers['idempotency-key'])).toEqual(['k-1', 'k-1']);
    const other = await withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-2' });
    expect(createdId(other)).not.toBe(createdId(first));
    expect(mock.state.reports.size).toBe(2);
  });

  it('refuses the same key with another body (422)', async () => {
    await withKeys.saveFields(endpoint, await filled(withKeys), { idempotencyKey: 'k-1' });
    const error = await failure(
      withKeys.saveFields(endpoint, await filled(withKeys, 'Dinner'), { idempotencyKey: 'k-1' }),
    );
    expect(error).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(mock.state.reports.size).toBe(1);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const envelope = await filled(withKeys);
    mock.faults.set('createReport', { latencyMs: 60_000, times: 1 });
    const first = withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' });
    await vi.waitFor(() => expect(creates()).toHaveLength(1));
    const error = await failure(withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' }));
    expect(error).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
    mock.faults.clear();
    expect((await first).kind).toBe('created');
    expect(mock.state.reports.size).toBe(1);
  });

  it('a reply lost after the create: the repeat with the key gets the report, not a second one', async () => {
    const envelope = await filled(withKeys);
    mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
    const lost = await failure(withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' }));
    expect(lost).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(mock.state.reports.size).toBe(1);
    const again = await withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' });
    expect(again.kind).toBe('created');
    expect(mock.state.reports.size).toBe(1);
  });

  it('runs a repeat again after a server failure (a 5xx is not kept)', async () => {
    const envelope = await filled(withKeys);
    mock.faults.set('createReport', { failure: 'server', times: 1 });
    expect(
      await failure(withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' })),
    ).toMatchObject({ status: 500 });
    expect((await withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' })).kind).toBe(
      'created',
    );
    expect(mock.state.reports.size).toBe(1);
  });

  it('sends no key by default (a header the service does not list breaks CORS), nor on updates', async () => {
    const envelope = await filled(withoutKeys);
    const created = await withoutKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' });
    expect(creates()[0]?.headers['idempotency-key']).toBeUndefined();
    const id = createdId(created);
    const storedEndpoint = fieldsEndpoints.storedReport(SE, id);
    const stored = await withKeys.loadFields(storedEndpoint);
    await withKeys.saveFields(storedEndpoint, stored, { idempotencyKey: 'k-2' });
    const update = mock.requests.find((request) => request.endpoint === 'updateReport');
    expect(update?.headers['idempotency-key']).toBeUndefined();
  });

  it('a new expense (POST expenses) carries the key too, and the mock runs it once per key', async () => {
    const expense = fieldsEndpoints.newExpense(SE, 'ReceiptVerification');
    const values: Record<string, JsonValue> = {
      'verification.purchaseDate': '2026-11-20',
      'verification.amount': 120,
      categoryId: MOCK_IDS.receiptCategory,
      'verification.receiptAttachment': { id: 'e'.repeat(32) },
    };
    const envelope = mapFields(await withKeys.loadFields(expense), (field) =>
      field.property in values ? { ...field, value: values[field.property] as JsonValue } : field,
    );
    const expenses = () => [...mock.state.saved.values()].filter((entry) => entry.expenseType);
    const postExpenses = () =>
      mock.requests.filter((request) => request.endpoint === 'createExpense');
    mock.faults.set('createExpense', { failure: 'lostReply', times: 1 });
    const lost = await failure(
      withKeys.saveFields(expense, envelope, { saveDespiteWarnings: true, idempotencyKey: 'e-1' }),
    );
    expect(lost).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(expenses()).toHaveLength(1);
    const again = await withKeys.saveFields(expense, envelope, {
      saveDespiteWarnings: true,
      idempotencyKey: 'e-1',
    });
    expect(again.kind).toBe('created');
    expect(expenses()).toHaveLength(1);
    expect(createdId(again)).toBe(expenses()[0]?.object.id);
    expect(postExpenses().map((request) => request.headers['idempotency-key'])).toEqual([
      'e-1',
      'e-1',
    ]);
    expect(new URL(postExpenses()[0]?.url ?? '').pathname).toMatch(/\/expenses$/);
  });

  it('a create held by a latency across a reset is dropped: the fresh state gets no report', async () => {
    const envelope = await filled(withKeys);
    mock.faults.set('createReport', { latencyMs: 60_000, times: 1 });
    const held = failure(withKeys.saveFields(endpoint, envelope, { idempotencyKey: 'k-1' }));
    await vi.waitFor(() => expect(creates()).toHaveLength(1));
    mock.reset(); // the next test or story begins
    expect(await held).toMatchObject({ code: 'NETWORK_ERROR' });
    expect(mock.state.reports.size).toBe(0);
  });
});
