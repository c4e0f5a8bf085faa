import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { FieldsForm } from 'expense-fields';
import { createExpenseClient } from 'expense-fields/core';
import {
  createMockService,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  warnings,
} from 'expense-fields/mock';
import { createFormDriver } from 'expense-fields/testing';

const mock = createMockService();
const server = setupServer(...mock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  mock.reset();
});
afterAll(() => server.close());

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

it('saves a report the service warns about once the user saves anyway', async () => {
  server.use(
    ...warnings(mock, { 'verification.amount': 'Over your limit: your manager approves.' }),
  );
  const { container } = render(
    <FieldsForm source={{ organizationId: MOCK_IDS.swedishOrg, client }} drafts={false} />,
  );
  const form = createFormDriver(container);
  await form.fill('Report name', 'Client dinner');
  await form.setDate('Purchase date', '2026-11-20');
  await form.choose('Category', 'Meals');
  await form.fill('Amount', '120');
  expect(await form.submit()).toBe('warnings');
  expect(await form.errors()).toEqual({
    'verification.amount': { message: 'Over your limit: your manager approves.', kind: 'warning' },
  });
  expect(await form.saveAnyway()).toBe('saved');
});
