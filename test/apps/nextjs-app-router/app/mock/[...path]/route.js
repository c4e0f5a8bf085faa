// The mock expense service behind this app's own origin: each request is answered by the mock's
// MSW handlers (msw's getResponse), in the server's memory, at MOCK_BASE_URL.
import { getResponse } from 'msw';
import { createMockService, MOCK_BASE_URL, MOCK_IDS, scenarioEnvelope } from 'expense-fields/mock';

export const dynamic = 'force-dynamic';

/** One mock per server process (module state survives between requests). */
function mock() {
  if (!globalThis.expenseFieldsMock) {
    const service = createMockService();
    service.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
    // The /de page's report: dates, a receipt, lists and every other control.
    service.state.setEnvelope(MOCK_IDS.controlsOrg, scenarioEnvelope('allControls'));
    globalThis.expenseFieldsMock = service;
  }
  return globalThis.expenseFieldsMock;
}

async function answer(request, { params }) {
  const { path } = await params;
  const target = new URL(`${MOCK_BASE_URL}/${path.join('/')}`);
  target.search = new URL(request.url).search;
  const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer();
  const forwarded = new Request(target, { method: request.method, headers: request.headers, body });
  return (
    (await getResponse(mock().handlers, forwarded)) ?? new Response('Not found', { status: 404 })
  );
}

export { answer as GET, answer as PUT, answer as POST, answer as DELETE, answer as PATCH };
