// The mock service and a client of it: main.tsx puts the mock behind MSW's Service Worker (the
// worker script `npx msw init public` writes), App.tsx's form talks to it through the client.
import { createExpenseClient } from 'expense-fields/core';
import { createMockService, MOCK_BASE_URL, MOCK_TOKEN } from 'expense-fields/mock';

export const mock = createMockService();

export const client = createExpenseClient({
  baseUrl: MOCK_BASE_URL,
  getAccessToken: () => MOCK_TOKEN,
});
