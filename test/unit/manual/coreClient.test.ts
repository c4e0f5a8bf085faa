// @vitest-environment node
// The back-ends page of the manual (stories/manual/11-back-ends.mdx) shows this sample: here it
// runs against a mock service that uses the same wire names.
import { expect, it } from 'vitest';
import { conflict, MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../../src/mock';
import {
  checkEnvelope,
  createByHand,
  expenseClient,
  saveStored,
  wireNames,
} from '../../../stories/manual/examples/coreClient';
import { mockServer } from '../testing/mockServer';

const { mock, server } = mockServer({ wireNames });

const token = async () => MOCK_TOKEN;
/** The basic report as this back end writes it. */
const basicInTheseNames = () =>
  JSON.parse(
    JSON.stringify(scenarioEnvelope('basic')).replaceAll('"requiresUpdate"', '"triggersRecall"'),
  ) as ReturnType<typeof scenarioEnvelope>;
const org = MOCK_IDS.swedishOrg;

it('creates a report by hand, re-called and saved under the back end’s own names', async () => {
  mock.state.setEnvelope(org, basicInTheseNames());
  const client = expenseClient(MOCK_BASE_URL, token);
  const created = await createByHand(client, org, { 'verification.amount': 120 });
  expect(created).toEqual({ errors: { name: 'This field is required.' } });
  const save = mock.requests.find((request) => request.endpoint === 'createReport');
  expect(save?.url).toContain(`org=${org}`);
  const recall = mock.requests.find((request) => request.endpoint === 'recall');
  expect(JSON.stringify(recall?.body)).toContain('"triggersRecall":true');
});

it('saves a stored report, and tells a 409 apart', async () => {
  mock.state.setEnvelope(org, basicInTheseNames());
  const client = expenseClient(MOCK_BASE_URL, token);
  const created = await createByHand(client, org, { name: 'Lunch', 'verification.amount': 120 });
  if (!created.report) throw new Error('not created');
  const id = created.report.id;
  await expect(saveStored(client, org, id)).resolves.toMatchObject({ kind: 'created' });
  server.use(...conflict(mock));
  await expect(saveStored(client, org, id)).resolves.toBe('someone else saved first');
});

it('checks JSON from anywhere: the wire back unchanged, or every problem by path', () => {
  const json = basicInTheseNames();
  expect(checkEnvelope(json)).toEqual(json);
  expect(checkEnvelope({ fields: [{ property: 'a' }] })).toEqual(['fields[0].controlType']);
});
