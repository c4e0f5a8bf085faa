// The mock expense service, in this server's memory: the route handler serves it to the browser
// at /mock (app/mock/[...path]/route.ts) and the pages read a report's fields from it directly.
// An app with a real service fetches from that service here instead.
import type { JsonObject } from 'expense-fields/core';
import {
  handleMockRequest,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  type HandleMockRequestOptions,
} from 'expense-fields/mock';
import { connection } from 'next/server';

/** The mock at /mock, each organization's report from a named scenario. */
export const mockOptions: HandleMockRequestOptions = {
  basePath: '/mock',
  scenarios: {
    [MOCK_IDS.swedishOrg]: 'basic',
    // The /de page's report: dates, a receipt, lists and every other control.
    [MOCK_IDS.controlsOrg]: 'allControls',
  },
};

/** A new report's fields, as the service sends them (the form's `initialEnvelope`). */
export async function loadFields(organizationId: string): Promise<JsonObject> {
  // At request time, never at build time: the mock answers from memory, so without this Next
  // would prerender its answer into the page (Next.js docs, `connection`).
  await connection();
  const url = `${MOCK_BASE_URL}/api/v1/expense/me/organizations/${organizationId}/expensereports/fields`;
  const reply = await handleMockRequest(
    new Request(url, { headers: { Authorization: `Bearer ${MOCK_TOKEN}` } }),
    { scenarios: mockOptions.scenarios },
  );
  return reply.json();
}
