// The devtools page of the manual (stories/manual/09-devtools.mdx) shows this sample: a session
// is recorded against the mock, and its recording answers a second session as the service did.
import { expect, it } from 'vitest';
import { createExpenseClient, transportFromClient } from '../../../src/core/index';
import { createFormSession, createMemoryStore } from '../../../src/core/session/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../../src/mock';
import {
  fixtureOf,
  recordForBugReport,
  replayOf,
} from '../../../stories/manual/examples/recordAndReplay';
import { mockServer } from '../testing/mockServer';

const { mock, server } = mockServer();

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
const newSession = () =>
  createFormSession({
    transport: transportFromClient(client, MOCK_IDS.swedishOrg),
    store: createMemoryStore(),
  });

it('records a session without personal values, and replays it on a mock', async () => {
  mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
  const session = newSession();
  const recording = recordForBugReport(session);
  const stop = session.start();
  await session.whenReady();
  const name = session.field('name');
  const amount = session.field('verification.amount');
  if (!name || !amount) throw new Error('no name or amount');
  session.typed(name.key, 'Anna Svensson');
  session.typed(amount.key, '99');
  session.left(amount.key);
  await session.whenSettled();
  stop();
  const fixture = fixtureOf(recording);
  expect(fixture).not.toContain('Anna Svensson');
  expect(fixture).not.toContain(MOCK_TOKEN);

  // The replay answers the load and the re-call as the service did.
  server.resetHandlers(...replayOf(fixture).handlers);
  const replayed = newSession();
  const stopReplay = replayed.start();
  await replayed.whenReady();
  const shown = replayed.field('verification.amount');
  expect(replayed.getSnapshot().fields.length).toBe(session.getSnapshot().fields.length);
  expect(shown?.item.requiresUpdate).toBe(true);
  stopReplay();
});
