// In a browser the mock answers at the page's own origin, its list icons too: a page whose CSP
// says `connect-src 'self'; img-src 'self'` reaches it (the CSP page in test/apps runs it so).
import { expect, it } from 'vitest';
import { createExpenseClient } from '../../src/core/http/client';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../src/mock';
import { startBrowserMock } from '../tools/browserMock';

startBrowserMock();

it('answers at the page origin by default, with its icons there', async () => {
  expect(MOCK_BASE_URL).toBe(location.origin);
  const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
  const types = await client.listCarTypes({
    organizationId: MOCK_IDS.swedishOrg,
    categoryId: MOCK_IDS.mileageCategory,
  });
  const icons = types.data.flatMap((value) => (value.icon ? [value.icon] : []));
  expect(icons.length).toBeGreaterThan(0);
  for (const icon of icons) {
    expect(new URL(icon).origin).toBe(location.origin);
    expect((await fetch(icon)).headers.get('content-type')).toBe('image/svg+xml');
  }
});
