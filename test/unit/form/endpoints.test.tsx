// The same form on any fields endpoint. A stored report is opened, edited and saved with
// PUT and its version (409 when someone else saved meanwhile); a mileage expense is created
// through the expense preset.
import { describe, expect, it, vi } from 'vitest';
import { isExpenseReport, type SavedObject } from '../../../src/core/http/client';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import type { ExpenseRecord, ExpenseReport, JsonObject } from '../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../src/mock';
import { createFormDriver } from '../../../src/testing';
import { mockClient, renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const requestsTo = (endpoint: string) =>
  mock.requests.filter((request) => request.endpoint === endpoint);
const driven = (props: Parameters<typeof renderForm>[0]) =>
  createFormDriver(renderForm(props).container);
const sentVersion = (body: unknown) =>
  (body as { fields: JsonObject[] }).fields.find((field) => field.property === 'version')?.value;

/** A report saved through the report endpoint, as an earlier visit would have. */
async function storedReport(): Promise<ExpenseReport> {
  const client = mockClient();
  const envelope = await client.getFields(ORG);
  const named = {
    ...envelope,
    fields: envelope.fields.map((field) =>
      field.property === 'name'
        ? { ...field, value: 'Conference in Oslo' }
        : field.property === 'verification.purchaseDate'
          ? { ...field, value: '2026-11-20' }
          : field.property === 'verification.amount'
            ? { ...field, value: 1200 }
            : field.property === 'categoryId'
              ? { ...field, value: MOCK_IDS.receiptCategory }
              : field,
    ),
  };
  const result = await client.createReport(ORG, named, { saveDespiteWarnings: true });
  if (result.kind !== 'created') throw new Error('the report was not created');
  return result.report;
}

describe('any fields endpoint', () => {
  it('opens a stored report with its version and saves it with PUT expensereports/{id}', async () => {
    const report = await storedReport();
    const onSubmitted = vi.fn<(saved: SavedObject) => void>();
    const endpoint = fieldsEndpoints.storedReport(ORG, report.id);
    const form = driven({ source: { client: mockClient(), endpoint }, onSubmitted, drafts: false });
    await form.settled();
    expect((await form.values()).name).toBe('Conference in Oslo');
    await form.fill('Report name', 'Conference in Bergen');
    // No receipt is attached: the service warns, and the user saves anyway (the update's flag).
    expect(await form.submit()).toBe('warnings');
    expect(await form.saveAnyway()).toBe('saved');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    const [warned, update] = requestsTo('updateReport');
    expect(new URL(warned?.url ?? '').searchParams.has('saveDespiteWarnings')).toBe(false);
    expect(new URL(update?.url ?? '').searchParams.get('saveDespiteWarnings')).toBe('true');
    expect(update?.method).toBe('PUT');
    expect(new URL(update?.url ?? '').pathname).toBe(`/api/v1/expense/expensereports/${report.id}`);
    expect(new URL(update?.url ?? '').searchParams.get('format')).toBe('fields');
    expect(sentVersion(update?.body)).toBe(1);
    const saved = onSubmitted.mock.calls[0]?.[0] as ExpenseReport;
    expect(isExpenseReport(saved)).toBe(true);
    expect(saved).toMatchObject({ id: report.id, version: 2, name: 'Conference in Bergen' });
  });

  it('keeps the edit through a 409 on update and saves it on the fresh version', async () => {
    const report = await storedReport();
    const endpoint = fieldsEndpoints.storedReport(ORG, report.id);
    const form = driven({ source: { client: mockClient(), endpoint }, drafts: false });
    await form.settled();
    mock.state.bumpSavedVersion(report.id); // someone else saved it meanwhile
    await form.fill('Report name', 'Mine');
    expect(await form.submit()).toBe('conflict');
    expect((await form.values()).name).toBe('Mine');
    // The 409 reloads once (someone else's values are stored, so it is a real conflict), and
    // "Reload and keep my changes" loads the version to save on.
    expect(requestsTo('storedReport')).toHaveLength(2);
    await form.reloadKeepingChanges();
    expect(requestsTo('storedReport')).toHaveLength(3);
    expect((await form.values()).name).toBe('Mine');
    expect(await form.submit()).toBe('warnings');
    expect(await form.saveAnyway()).toBe('saved');
    // The stale version got the 409; the fresh one was warned about, then saved.
    expect(requestsTo('updateReport').map((request) => sentVersion(request.body))).toEqual([
      1, 2, 2,
    ]);
    expect(mock.state.reports.get(report.id)).toMatchObject({ name: 'Mine', version: 3 });
  });

  it('creates a mileage expense through the expense preset', async () => {
    const onSubmitted = vi.fn<(saved: SavedObject) => void>();
    const endpoint = fieldsEndpoints.newExpense(ORG, 'CarSpecification');
    const form = driven({ source: { client: mockClient(), endpoint }, onSubmitted, drafts: false });
    await form.setDate(/^Travel date/, '2026-11-20');
    expect(await form.field('Report name')).toMatchObject({ visible: false });
    await form.choose(/^Car type/, 'Petrol car');
    await form.fill(/^Distance/, '42');
    expect(await form.submit()).toBe('saved');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    const [create] = requestsTo('createExpense');
    const url = new URL(create?.url ?? '');
    expect(url.pathname).toBe('/api/v1/expense/expenses');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'fields',
      organizationId: ORG,
      expenseType: 'CarSpecification',
    });
    const saved = onSubmitted.mock.calls[0]?.[0] as ExpenseRecord;
    expect(isExpenseReport(saved)).toBe(false);
    expect(saved).toMatchObject({ reimbursement: 105, expenseDate: '2026-11-20', version: 1 });
    expect(requestsTo('expenseFields')).toHaveLength(1);
  });
});
