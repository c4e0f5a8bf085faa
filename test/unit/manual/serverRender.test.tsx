// The embedding page of the manual (stories/manual/02-embedding.mdx) shows this sample: a Swedish
// report rendered to HTML, then hydrated from the JSON the server sent, with no mismatch and no
// load request.
import { act } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../../src/mock';
import { hydrateReportPage, renderReportPage } from '../../../stories/manual/examples/serverRender';
import { mockServer } from '../testing/mockServer';

const { mock } = mockServer();

it('renders a Swedish report on the server and hydrates it with no mismatch', async () => {
  mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
  const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
  const org = MOCK_IDS.swedishOrg;
  const { html, json } = await renderReportPage(client, org, 'sv');
  expect(html).toContain('Spara');

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const consoleError = vi.spyOn(console, 'error');
  const root = await act(async () =>
    hydrateReportPage(container, client, org, JSON.parse(JSON.stringify(json)), 'sv'),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('input')).not.toBeNull();
  expect(mock.requests.filter((request) => request.endpoint === 'fields')).toHaveLength(1);
  root.unmount();
  container.remove();
});
