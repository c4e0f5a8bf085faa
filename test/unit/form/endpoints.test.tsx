// Issue 16: the same form on any fields endpoint. A stored report is opened, edited and saved with
// PUT and its version (409 when someone else saved meanwhile); a mileage expense is created
// through the expense preset.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isExpenseReport, type SavedObject } from '../../../src/core/http/client';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import type { ExpenseRecord, ExpenseReport, JsonObject } from '../../../src/core/wire/types';
import { MOCK_IDS } from '../../../src/mock';
import { mockClient, renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const requestsTo = (endpoint: string) =>
  mock.requests.filter((request) => request.endpoint === endpoint);
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
    const user = userEvent.setup();
    const report = await storedReport();
    const onSubmitted = vi.fn<(saved: SavedObject) => void>();
    const endpoint = fieldsEndpoints.storedReport(ORG, report.id);
    renderForm({ source: { client: mockClient(), endpoint }, onSubmitted, drafts: false });
    const name = await screen.findByRole('textbox', { name: /^Report name/ });
    expect(name).toHaveValue('Conference in Oslo');
    await user.clear(name);
    await user.type(name, 'Conference in Bergen');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // No receipt is attached: the service warns, and the user saves anyway (the update's flag).
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
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
    const user = userEvent.setup();
    const report = await storedReport();
    const endpoint = fieldsEndpoints.storedReport(ORG, report.id);
    renderForm({ source: { client: mockClient(), endpoint }, drafts: false });
    const name = await screen.findByRole('textbox', { name: /^Report name/ });
    mock.state.bumpSavedVersion(report.id); // someone else saved it meanwhile
    await user.clear(name);
    await user.type(name, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: 'Someone else changed this report' });
    expect(name).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Reload and keep my changes' }));
    await waitFor(() => expect(requestsTo('storedReport')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await screen.findByText('Saved.');
    // The stale version got the 409; the fresh one was warned about, then saved.
    expect(requestsTo('updateReport').map((request) => sentVersion(request.body))).toEqual([
      1, 2, 2,
    ]);
    expect(mock.state.reports.get(report.id)).toMatchObject({ name: 'Mine', version: 3 });
  });

  it('creates a mileage expense through the expense preset', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn<(saved: SavedObject) => void>();
    const endpoint = fieldsEndpoints.newExpense(ORG, 'CarSpecification');
    renderForm({ source: { client: mockClient(), endpoint }, onSubmitted, drafts: false });
    await user.type(await screen.findByLabelText(/^Travel date/), '2026-11-20');
    expect(screen.queryByRole('textbox', { name: /^Report name/ })).toBeNull();
    const carType = screen.getByRole('combobox', { name: /^Car type/ });
    await user.click(carType);
    await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
    await user.type(screen.getByRole('textbox', { name: /^Distance/ }), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
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
