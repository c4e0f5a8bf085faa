// The mock expense service, in this server's memory: the route handler serves it to the browser
// at /mock (app/mock/[...path]/route.ts) and the page reads the report's fields from it directly.
// An app with a real service fetches from that service instead.
import { handleMockRequest, MOCK_IDS } from 'expense-fields/mock';

/** The mock's answer to a request for `/mock/…`; the report starts from the 'basic' scenario. */
export const answerMock = (request: Request) =>
  handleMockRequest(request, {
    basePath: '/mock',
    scenarios: { [MOCK_IDS.swedishOrg]: 'basic' },
  });
