// @vitest-environment node
// The engine page of the manual (stories/manual/10-engine.mdx) shows this sample: it runs here in
// Node, with no DOM, against the mock service.
import { expect, it } from 'vitest';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../../src/mock';
import {
  fileTaxiReport,
  saveWhenBackOnline,
  type Connection,
} from '../../../stories/manual/examples/sessionWithoutReact';
import { mockServer } from '../testing/mockServer';

const { mock } = mockServer();

const connection: Connection = {
  baseUrl: MOCK_BASE_URL,
  getAccessToken: async () => MOCK_TOKEN,
  organizationId: MOCK_IDS.swedishOrg,
};
const sent = (endpoint: string) => mock.requests.filter((request) => request.endpoint === endpoint);

it('files a report without React: load, a re-call for the amount, one save', async () => {
  mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
  await expect(fileTaxiReport(connection)).resolves.toMatch(/\S/);
  expect(sent('recall')).toHaveLength(1);
  expect(sent('createReport')).toHaveLength(1);
  const body = sent('createReport')[0]?.body as { fields: { property: string; value: unknown }[] };
  expect(body.fields.find((field) => field.property === 'verification.amount')?.value).toBe(412.5);
});

it('queues a save made offline and sends it once when the device is back', async () => {
  mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
  const states = await saveWhenBackOnline(connection);
  expect(states).toContain('queued');
  expect(states.at(-1)).toBe('submitted');
  expect(sent('createReport')).toHaveLength(1);
});
