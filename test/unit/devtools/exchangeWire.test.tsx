// What went over the wire is on the exchange events and in the panel's cURL: the line a
// command, "save anyway" and a list query went out with, a keyed create's Idempotency-Key, and the
// HTTP status of every answer (a refused save's 400, a re-call's 200, a create's 201).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createExpenseClient, type ExpenseClientOptions } from '../../../src/core/http/client';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import { transportFromEndpoint } from '../../../src/core/http/transport';
import { wireReport } from '../../../src/core/http/wireReport';
import { createFormSession } from '../../../src/core/session/createFormSession';
import { createMemoryStore } from '../../../src/core/session/store/memoryStore';
import type { ExchangeEvent, SessionEvent } from '../../../src/core/session/state/sessionEvents';
import { fieldKey } from '../../../src/core/wire/fieldIndex';
import { FieldsDevtools } from '../../../src/devtools';
import {
  createMockService,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  scenarioEnvelope,
  type MockService,
} from '../../../src/mock';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

const ORG = MOCK_IDS.swedishOrg;
const EXPENSE = `${MOCK_BASE_URL}/api/v1/expense`;

/** A session of the real client on the mock, its events kept, the panel open from the start. */
async function onTheMock(mock: MockService, options: Partial<ExpenseClientOptions> = {}) {
  server.resetHandlers(...mock.handlers);
  const client = createExpenseClient({
    baseUrl: MOCK_BASE_URL,
    getAccessToken: () => MOCK_TOKEN,
    ...options,
  });
  const session = createFormSession({
    transport: transportFromEndpoint(client, fieldsEndpoints.newReport(ORG)),
    store: createMemoryStore(),
  });
  const events: SessionEvent[] = [];
  session.subscribeEvents((event) => events.push(event));
  render(<FieldsDevtools session={session} mode="embedded" defaultOpen />);
  const panel = await screen.findByRole('region', { name: 'Fields devtools' });
  const stop = session.start();
  await act(() => session.whenReady());
  const ended = (kind: ExchangeEvent['kind']) =>
    events.filter(
      (event): event is ExchangeEvent =>
        event.type === 'exchange' && event.kind === kind && event.phase !== 'sent',
    );
  const sent = (kind: ExchangeEvent['kind']) =>
    events.filter(
      (event): event is ExchangeEvent =>
        event.type === 'exchange' && event.kind === kind && event.phase === 'sent',
    );
  /** Selects a timeline row and copies its cURL: what the clipboard got. */
  const curlOf = async (row: RegExp) => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const timeline = within(panel).getByRole('list', { name: 'Exchanges' });
    await userEvent.click(within(timeline).getByRole('button', { name: row }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Copy as cURL' }));
    return String((writeText.mock.calls[0] as unknown[] | undefined)?.[0] ?? '');
  };
  return { session, ended, sent, curlOf, stop, client };
}

describe('the request line and status of each exchange', () => {
  it('names the Split command in the line it went out with, and the panel copies that line', async () => {
    const { session, ended, sent, curlOf, stop } = await onTheMock(createMockService());
    const amount = session
      .getSnapshot()
      .envelope?.fields.find((item) => item.property === 'verification.amount');
    if (!amount) throw new Error('The mock form has no amount.');
    await act(() => session.runCommand(amount, 'SPLIT'));
    const line = `PUT ${EXPENSE}/me/organizations/${ORG}/expensereports/fields?command=SPLIT`;
    expect(sent('command').map((event) => event.requestLine)).toEqual([line]);
    expect(ended('command')).toMatchObject([{ phase: 'applied', status: 200, requestLine: line }]);
    expect(ended('load')).toMatchObject([
      { status: 200, requestLine: `GET ${EXPENSE}/me/organizations/${ORG}/expensereports/fields` },
    ]);

    const curl = await curlOf(/command applied/);
    expect(curl).toContain(`curl -X PUT '${line.slice(4)}'`);
    expect(curl).toContain("-H 'Content-Type: application/json'");
    expect(curl).toContain('--data-raw \'{"fields":[');
    expect(curl).not.toContain(MOCK_TOKEN);
    stop();
  });

  it('gives a list query its GET line with the search text, and its cURL no body', async () => {
    const { session, ended, curlOf, stop } = await onTheMock(createMockService());
    const url = `/api/v1/expense/me/organizations/${ORG}/lists/currencies`;
    await act(async () => {
      await session.transport.listValues?.(
        url,
        { searchText: 'eur' },
        new AbortController().signal,
      );
    });
    expect(ended('list')).toMatchObject([
      {
        phase: 'applied',
        status: 200,
        requestLine: `GET ${MOCK_BASE_URL}${url}?searchText=eur`,
      },
    ]);
    const curl = await curlOf(/list values applied/);
    expect(curl).toContain(`curl -X GET '${MOCK_BASE_URL}${url}?searchText=eur'`);
    expect(curl).not.toContain('--data-raw');
    stop();
  });

  it('puts a keyed create’s Idempotency-Key in its cURL, and the 400 of a refusal and the flag of "save anyway" on its saves', async () => {
    const mock = createMockService();
    mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));
    const { session, ended, curlOf, stop } = await onTheMock(mock, {
      wireNames: { idempotencyKeyHeader: 'Idempotency-Key' },
    });
    session.typed(fieldKey('name'), 'Client dinner');
    session.typed(fieldKey('verification.amount'), '9000');
    await act(() => session.submit());
    expect(session.getSnapshot().submitState).toBe('warnings');
    await act(() => session.saveAnyway());
    expect(session.getSnapshot().submitState).toBe('submitted');

    const create = `POST ${EXPENSE}/expensereports?format=fields&organizationId=${ORG}`;
    const [refused, saved] = ended('save');
    expect(refused).toMatchObject({ phase: 'applied', status: 400, requestLine: create });
    expect(saved).toMatchObject({
      phase: 'applied',
      status: 200,
      requestLine: `${create}&saveDespiteWarnings=true`,
    });
    const key = saved?.requestHeaders['Idempotency-Key'];
    expect(key).toMatch(/\S{8,}/);
    // The timeline shows the status of an applied exchange too.
    const timeline = screen.getByRole('list', { name: 'Exchanges' });
    expect(within(timeline).getByRole('button', { name: /save applied .*HTTP 400/ })).toBeTruthy();

    const curl = await curlOf(/save applied .*HTTP 200/);
    expect(curl).toContain(`curl -X POST '${create.slice(5)}&saveDespiteWarnings=true'`);
    expect(curl).toContain(`-H 'Idempotency-Key: ${key}'`);
    stop();
  });
});

describe('wireReport', () => {
  it('is the status and request the client noted on a reply, a 201 included, and on a failure', async () => {
    const answers = [
      new Response(JSON.stringify({ id: 'c-1' }), { status: 201 }),
      new Response(JSON.stringify({ code: 'NOPE', description: 'no' }), { status: 422 }),
    ];
    const client = createExpenseClient({
      baseUrl: 'https://api.example.com',
      getAccessToken: () => 'secret-token',
      fetch: () => Promise.resolve(answers.shift() as Response),
    });
    const content = await client.uploadContent(new Uint8Array(2), {
      contentType: 'image/png',
      name: 'r.png',
    });
    expect(wireReport(content)).toEqual({
      status: 201,
      requestLine: 'POST https://api.example.com/api/v1/expense/content',
      headers: { 'Content-Type': 'image/png', 'X-Content-Name': 'r.png' },
    });
    const error = await client
      .getListValues('/api/v1/expense/x', { searchText: 'a b' })
      .catch((caught: unknown) => caught);
    // A failure: what went out (its status is the error's own).
    expect(wireReport(error)).toEqual({
      requestLine: 'GET https://api.example.com/api/v1/expense/x?searchText=a+b',
    });
    expect(JSON.stringify(wireReport(content))).not.toContain('secret-token');
    expect(wireReport({})).toBeUndefined();
    expect(wireReport(null)).toBeUndefined();
  });
});
