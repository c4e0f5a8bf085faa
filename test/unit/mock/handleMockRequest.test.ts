// @vitest-environment node
// The mock answering fetch Requests, as a route handler or a server component calls it: no MSW
// server, no interception (nothing listens here; an unanswered request would fail for real).
import { describe, expect, it } from 'vitest';
import { createExpenseClient } from '../../../src/core/http/client';
import { mapFields } from '../../../src/core/wire/fieldIndex';
import type { JsonValue } from '../../../src/core/wire/model/types';
import {
  createMockService,
  type HandleMockRequestOptions,
  handleMockRequest,
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  scenarioEnvelope,
} from '../../../src/mock';

const APP = 'http://app.test';
const SE = MOCK_IDS.swedishOrg;
const FIELDS = `/api/v1/expense/me/organizations/${SE}/expensereports/fields`;
const signedIn = (token = MOCK_TOKEN) => ({ headers: { Authorization: `Bearer ${token}` } });
const report = (id: string) => `/api/v1/expense/expensereports/${id}?format=fields`;

/** Saves a filled basic report with the library's client, over fetch = handleMockRequest. */
async function saveLunch(options: HandleMockRequestOptions): Promise<string> {
  const client = createExpenseClient({
    baseUrl: `${APP}${options.basePath ? '/mock' : ''}`,
    getAccessToken: () => MOCK_TOKEN,
    fetch: (input, init) => handleMockRequest(new Request(input, init), options),
  });
  const values: Record<string, JsonValue> = { name: 'Lunch', 'verification.amount': 42 };
  const envelope = mapFields(await client.getFields(SE), (field) =>
    field.property in values ? { ...field, value: values[field.property] ?? null } : field,
  );
  const result = await client.createReport(SE, envelope);
  if (result.kind !== 'created') throw new Error(`Not saved: ${result.kind}`);
  return String(result.report.id);
}

describe('handleMockRequest', () => {
  it("answers a GET of the fields with the organization's scenario, under the app's base path", async () => {
    const service = createMockService();
    const reply = await handleMockRequest(new Request(`${APP}/mock${FIELDS}`, signedIn()), {
      service,
      basePath: '/mock',
      scenarios: { [SE]: 'allControls' },
    });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual(scenarioEnvelope('allControls'));
    // Logged as the service's own address, like every request MSW hands it.
    expect(service.requests.map((request) => [request.endpoint, request.url])).toEqual([
      ['fields', `${MOCK_BASE_URL}${FIELDS}`],
    ]);
  });

  it('stores a POSTed report: the client saves through it as through any fetch', async () => {
    const service = createMockService();
    const options = { service, basePath: 'mock/', scenarios: { [SE]: 'basic' as const } };
    const id = await saveLunch(options);
    expect([...service.state.reports.keys()]).toEqual([id]);
    const stored = await handleMockRequest(
      new Request(`${APP}/mock${report(id)}`, signedIn()),
      options,
    );
    expect(stored.status).toBe(200);
    expect(service.requests.map((request) => request.endpoint)).toEqual([
      'fields',
      'createReport',
      'storedReport',
    ]);
  });

  it('answers 404 for a path no endpoint serves, or outside the base path', async () => {
    for (const url of [`${APP}/mock/api/v1/nothing`, `${APP}/elsewhere${FIELDS}`]) {
      const reply = await handleMockRequest(new Request(url, signedIn()), { basePath: '/mock' });
      expect(reply.status, url).toBe(404);
      expect(await reply.json()).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
    }
  });

  it('answers 401 for a token the service does not know', async () => {
    const reply = await handleMockRequest(new Request(`${MOCK_BASE_URL}${FIELDS}`, signedIn('x')));
    expect(reply.status).toBe(401);
    expect(reply.headers.get('WWW-Authenticate')).toBe('Bearer');
  });

  it('answers the V0 interface at {expense_url} under the same base path', async () => {
    const reply = await handleMockRequest(
      new Request(`${APP}/mock/api/admin/organizations/`, {
        headers: { ...signedIn().headers, 'X-Api-Version': '3' },
      }),
      { service: createMockService(), basePath: '/mock' },
    );
    expect(reply.status).toBe(200);
  });

  it('keeps one service per process by default: a later request sees what an earlier one stored', async () => {
    const id = await saveLunch({ scenarios: { [SE]: 'basic' } });
    const stored = () => new Request(`${MOCK_BASE_URL}${report(id)}`, signedIn());
    expect((await handleMockRequest(stored())).status).toBe(200);
    // A service of its own has not seen it.
    expect((await handleMockRequest(stored(), { service: createMockService() })).status).toBe(404);
  });

  it('hands a network fault back as Response.error()', async () => {
    const service = createMockService();
    service.faults.set('fields', { failure: 'network', times: 1 });
    const reply = await handleMockRequest(new Request(`${MOCK_BASE_URL}${FIELDS}`, signedIn()), {
      service,
    });
    expect(reply.type).toBe('error');
  });
});
