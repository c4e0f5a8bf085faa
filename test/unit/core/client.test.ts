// @vitest-environment node
import { failure } from '../../tools/failure';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpenseClient, resolveListUrl } from '../../../src/core/http/client';
import { parseEnvelope, toWire } from '../../../src/core/wire/envelope';
import { fieldsEndpoints } from '../../../src/core/http/endpoints';
import { isConcurrentModification } from '../../../src/core/wire/errors';
import { sampleWireEnvelope } from '../../fixtures/wire';
import {
  startRecordingServer,
  type RecordedRequest,
  type Reply,
} from '../../tools/recordingServer';

const ORG = '0123456789abcdef0123456789abcdef';
const CATEGORY = 'fedcba9876543210fedcba9876543210';
const ACCOUNT = 'aaaabbbbccccddddeeeeffff00001111';
const REPORT = 'abcdef0123456789abcdef0123456789';
const TOKEN = 'secret-token-123';

let next: (request: RecordedRequest) => Reply | Promise<Reply> = () => ({ status: 200, body: {} });
let server: Awaited<ReturnType<typeof startRecordingServer>>;
let tokenCalls = 0;

beforeAll(async () => {
  server = await startRecordingServer((request) => next(request));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  tokenCalls = 0;
});

const client = () =>
  createExpenseClient({
    baseUrl: `${server.url}/`,
    expenseUrl: `${server.url}/legacy`,
    getAccessToken: async () => {
      tokenCalls += 1;
      return TOKEN;
    },
  });
const last = () => server.requests[server.requests.length - 1] as RecordedRequest;
const list = {
  meta: { count: 1, total: 1, sections: [{ id: 1, text: 'Cars' }] },
  suggestions: [],
  data: [{ id: 'c1', name: 'Diesel', section: 1 }],
};
const errorBody = (code: string, description = code) => ({ result: 'error', code, description });

describe('authentication', () => {
  it('asks the getter on every request and sends the token only in the Authorization header', async () => {
    next = () => ({ status: 200, body: sampleWireEnvelope() });
    await client().getFields(ORG);
    await client().getFields(ORG);
    expect(tokenCalls).toBe(2);
    for (const request of server.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(request.url).not.toContain(TOKEN);
    }
  });
});

describe('token text', () => {
  it('sends the token exactly as checked: surrounding whitespace trimmed', async () => {
    next = () => ({ status: 200, body: sampleWireEnvelope() });
    const padded = createExpenseClient({
      baseUrl: server.url,
      getAccessToken: () => '  good-token \t',
    });
    await padded.getFields(ORG);
    expect(last().headers.authorization).toBe('Bearer good-token');
  });
});

describe('no token', () => {
  it.each(['', '   '])('fails clearly before any request when the token is %j', async (token) => {
    const empty = createExpenseClient({ baseUrl: server.url, getAccessToken: () => token });
    expect(await failure(empty.getFields(ORG))).toMatchObject({
      status: 0,
      code: 'NO_ACCESS_TOKEN',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('fields endpoints', () => {
  it('GETs the envelope of a new report and parses it', async () => {
    next = () => ({ status: 200, body: sampleWireEnvelope() });
    const envelope = await client().getFields(ORG);
    expect(last()).toMatchObject({
      method: 'GET',
      url: `/api/v1/expense/me/organizations/${ORG}/expensereports/fields`,
    });
    expect(envelope.fields[0]?.requiresUpdate).toBe(true);
  });

  it('PUTs the whole envelope back for a re-call', async () => {
    next = () => ({ status: 200, body: sampleWireEnvelope() });
    const envelope = parseEnvelope(sampleWireEnvelope());
    await client().recall(ORG, envelope);
    expect(last()).toMatchObject({
      method: 'PUT',
      url: `/api/v1/expense/me/organizations/${ORG}/expensereports/fields`,
    });
    expect(last().headers['content-type']).toBe('application/json');
    expect(JSON.parse(last().body.toString())).toEqual(toWire(envelope));
  });

  it('PUTs a command with the envelope', async () => {
    next = () => ({ status: 200, body: sampleWireEnvelope() });
    await client().runCommand(ORG, parseEnvelope(sampleWireEnvelope()), 'SPLIT');
    expect(last()).toMatchObject({
      method: 'PUT',
      url: `/api/v1/expense/me/organizations/${ORG}/expensereports/fields?command=SPLIT`,
    });
  });

  it('fails with the typed envelope error on a malformed reply', async () => {
    next = () => ({ status: 200, body: { fields: [{ property: 1 }] } });
    await expect(client().getFields(ORG)).rejects.toThrow(
      /fields\[0\]\.property: expected a string/,
    );
  });
});

describe('createReport (spec 4.2)', () => {
  const envelope = parseEnvelope(sampleWireEnvelope());
  const report = { id: 'r'.repeat(32), version: 1, status: 'NEW' };

  it('POSTs the envelope with format, organization and the version field unchanged', async () => {
    next = () => ({ status: 200, body: report });
    const result = await client().createReport(ORG, envelope);
    expect(result).toEqual({ kind: 'created', report });
    expect(last()).toMatchObject({
      method: 'POST',
      url: `/api/v1/expense/expensereports?format=fields&organizationId=${ORG}`,
    });
    const sent = JSON.parse(last().body.toString()) as {
      fields: { property: string; value: unknown }[];
    };
    expect(sent.fields.find((field) => field.property === 'version')?.value).toBe(7);
  });

  it('sends saveDespiteWarnings=true when asked', async () => {
    next = () => ({ status: 200, body: report });
    await client().createReport(ORG, envelope, { saveDespiteWarnings: true });
    expect(new URL(last().url, server.url).searchParams.get('saveDespiteWarnings')).toBe('true');
  });

  it.each([200, 400])(
    'returns field errors as an envelope, not a throw (status %i)',
    async (status) => {
      const invalid = sampleWireEnvelope();
      next = () => ({ status, body: { ...invalid, code: 'VALIDATION' } });
      const result = await client().createReport(ORG, envelope);
      expect(result.kind).toBe('invalid');
      if (result.kind === 'invalid') expect(result.status).toBe(status);
    },
  );

  // Only report creation's 400 is an envelope answer; any other non-2xx is an error,
  // even when its body carries `fields`.
  it.each([409, 422, 500, 503])(
    'throws on %i even with an envelope in the body',
    async (status) => {
      next = () => ({ status, body: sampleWireEnvelope() });
      expect(await failure(client().createReport(ORG, envelope))).toMatchObject({ status });
    },
  );

  it.each([400, 409, 500])(
    'throws when a fields GET, re-call or command answers %i with an envelope',
    async (status) => {
      next = () => ({ status, body: sampleWireEnvelope() });
      expect(await failure(client().getFields(ORG))).toMatchObject({ status });
      expect(await failure(client().recall(ORG, envelope))).toMatchObject({ status });
      expect(await failure(client().runCommand(ORG, envelope, 'SPLIT'))).toMatchObject({ status });
    },
  );

  it('tells a 409 CONCURRENT_MODIFICATION apart', async () => {
    next = () => ({
      status: 409,
      body: errorBody('CONCURRENT_MODIFICATION', 'The report changed'),
    });
    const error = await failure(client().createReport(ORG, envelope));
    expect(isConcurrentModification(error)).toBe(true);
    expect(error).toMatchObject({
      status: 409,
      description: 'The report changed',
      isRetryable: false,
    });
  });

  it('refuses an answer that is neither a report nor an envelope', async () => {
    next = () => ({ status: 200, body: { hello: 1 } });
    expect((await failure(client().createReport(ORG, envelope))).code).toBe('INVALID_RESPONSE');
  });
});

describe('car types (spec 4.1)', () => {
  it('sends searchText, filter and order', async () => {
    next = () => ({ status: 200, body: list });
    const result = await client().listCarTypes({
      organizationId: ORG,
      categoryId: CATEGORY,
      searchText: 'die sel',
      filter: 'c1',
      order: 'desc',
    });
    expect(result.data[0]?.name).toBe('Diesel');
    expect(last().url).toBe(
      `/api/v1/expense/me/organizations/${ORG}/categories/${CATEGORY}/cartypes?searchText=die+sel&filter=c1&order=desc`,
    );
  });

  it.each([
    [400, 'NOT_A_CAR_SPECIFICATION_CATEGORY'],
    [404, 'CATEGORY_NOT_FOUND'],
    [404, 'ORGANIZATION_NOT_FOUND'],
  ])('turns %i %s into a typed error', async (status, code) => {
    next = () => ({ status, body: errorBody(code, 'described') });
    expect(
      await failure(client().listCarTypes({ organizationId: ORG, categoryId: CATEGORY })),
    ).toMatchObject({ status, code, description: 'described' });
  });
});

describe('LIST url values', () => {
  it('resolves the url against the base and adds the query', async () => {
    next = () => ({ status: 200, body: list });
    await client().getListValues(
      `/api/v1/expense/me/organizations/${ORG}/categories/${CATEGORY}/cartypes?x=1`,
      { searchText: 'a' },
    );
    expect(last().url).toBe(
      `/api/v1/expense/me/organizations/${ORG}/categories/${CATEGORY}/cartypes?x=1&searchText=a`,
    );
    await client().getListValues('currencies');
    expect(last().url).toBe('/api/v1/expense/currencies');
  });

  it('never sends the token to another origin', async () => {
    const before = server.requests.length;
    await expect(client().getListValues('https://evil.example.com/list')).rejects.toThrow(
      /another origin/,
    );
    expect(server.requests.length).toBe(before);
    expect(resolveListUrl('https://a.example.com/gw', 'https://a.example.com/gw/x').href).toBe(
      'https://a.example.com/gw/x',
    );
    expect(resolveListUrl('https://a.example.com/gw', '/api/v1/admin/x').href).toBe(
      'https://a.example.com/gw/api/v1/admin/x',
    );
  });
});

describe('uploadContent (spec 4.3)', () => {
  it('refuses a file name that is not valid Unicode clearly, before any request', async () => {
    const error = await failure(
      client().uploadContent(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        contentType: 'application/pdf',
        name: 'recibo-\ud800.pdf',
      }),
    );
    expect(error).toMatchObject({ status: 0, code: 'INVALID_TEXT' });
    expect(error.description).toMatch(/file name/);
    expect(server.requests).toHaveLength(0);
  });

  it('sends raw bytes, the declared type, URL-encoded headers, action=scan and the organization', async () => {
    next = () => ({ status: 200, body: { id: 'c'.repeat(32), isTemporary: true } });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await client().uploadContent(bytes, {
      contentType: 'image/png',
      name: 'Recibo café.png',
      description: 'Almoço & táxi',
      qrScan: 'A:123456789*B:999999990',
      scan: true,
      organizationId: ORG,
    });
    const request = last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`/api/v1/expense/content?action=scan&organizationId=${ORG}`);
    expect(request.headers['content-type']).toBe('image/png');
    expect(request.headers['x-content-name']).toBe('Recibo%20caf%C3%A9.png');
    expect(request.headers['x-content-description']).toBe('Almo%C3%A7o%20%26%20t%C3%A1xi');
    expect(request.headers.qrscan).toBe('A%3A123456789*B%3A999999990');
    expect([...request.body]).toEqual([...bytes]);
  });

  it('sends no optional header nor query when not asked', async () => {
    next = () => ({ status: 200, body: { id: 'c'.repeat(32) } });
    await client().uploadContent(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
      contentType: 'application/pdf',
    });
    expect(last().url).toBe('/api/v1/expense/content');
    expect(last().headers).not.toHaveProperty('qrscan');
    expect(last().headers).not.toHaveProperty('x-content-name');
  });
});

describe('admin endpoints', () => {
  it('lists VAT rates (spec 4.7) and reports ORGANIZATION_NOT_FOUND', async () => {
    next = () => ({ status: 200, body: { meta: { total: 0, count: 0 }, data: [] } });
    await client().listVatRates(ORG, 'MULTI_VAT');
    expect(last().url).toBe(`/api/v1/admin/organizations/${ORG}/vatsettings/MULTI_VAT`);
    next = () => ({ status: 404, body: errorBody('ORGANIZATION_NOT_FOUND') });
    expect((await failure(client().listVatRates(ORG, 'NO_VAT'))).code).toBe(
      'ORGANIZATION_NOT_FOUND',
    );
  });

  it('deletes an account (spec 4.8): 204, or 403 when synced', async () => {
    next = () => ({ status: 204 });
    await expect(client().deleteAccount(ORG, ACCOUNT)).resolves.toBeUndefined();
    expect(last()).toMatchObject({
      method: 'DELETE',
      url: `/api/v1/admin/organizations/${ORG}/accounts/${ACCOUNT}`,
    });
    next = () => ({ status: 403 });
    expect(await failure(client().deleteAccount(ORG, ACCOUNT))).toMatchObject({
      status: 403,
      code: 'HTTP_403',
    });
  });

  it('calls the V0 interface with the version header (spec 4.4 to 4.6)', async () => {
    next = () => ({ status: 200, body: { organizations: [], serverTime: '2026-11-21T12:00:00Z' } });
    await client().listOrganizations();
    expect(last()).toMatchObject({ method: 'GET', url: '/legacy/api/admin/organizations/' });
    expect(last().headers['x-api-version']).toBe('3');
    expect(last().headers['content-type']).toBe('application/json');

    next = () => ({ status: 200, body: { id: 'org-1' } });
    await client().upsertOrganization('ext 1', {
      externalSourceId: 'ext 1',
      className: 'com.service.consumer.Company',
      name: 'ACME',
    });
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/legacy/api/admin/organizations/externalid/ext%201/',
    });
    expect(JSON.parse(last().body.toString())).toMatchObject({ name: 'ACME' });

    next = () => ({ status: 200 });
    await client().deleteOrganization('org-1');
    expect(last()).toMatchObject({
      method: 'DELETE',
      url: '/legacy/api/admin/organizations/org-1/',
    });
    expect(last().headers['x-api-version']).toBe('3');
  });
});

describe('errors without an error body', () => {
  it.each([
    [{ status: 500 }, 'HTTP_500', /500 Internal Server Error with no body/],
    [{ status: 502, body: '<html>Bad gateway</html>' }, 'HTTP_502', /with a body that is not JSON/],
    [{ status: 503, body: { message: 'down' } }, 'HTTP_503', /not an error body/],
  ] as [Reply, string, RegExp][])(
    'gives a clear error with the status (%#)',
    async (reply, code, description) => {
      next = () => reply;
      const error = await failure(client().getFields(ORG));
      expect(error.code).toBe(code);
      expect(error.description).toMatch(description);
      expect(error.isRetryable).toBe(true);
    },
  );

  it('reports malformed JSON in a success answer', async () => {
    next = () => ({
      status: 200,
      body: '{"fields": [',
      headers: { 'Content-Type': 'application/json' },
    });
    expect((await failure(client().getFields(ORG))).code).toBe('INVALID_JSON');
  });

  it('reports a dropped connection as a retryable network error', async () => {
    next = () => ({ status: 200, drop: true });
    const error = await failure(client().getFields(ORG));
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      isNetworkError: true,
      isRetryable: true,
    });
  });

  it('passes an abort through as an AbortError', async () => {
    // The server holds its answer until the test is done: the abort comes while it is out.
    let answer = () => {};
    next = () =>
      new Promise<Reply>((resolve) => {
        answer = () => resolve({ status: 200, body: sampleWireEnvelope() });
      });
    const controller = new AbortController();
    const call = client().getFields(ORG, { signal: controller.signal });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    answer();
  });
});

describe('misuse', () => {
  it('says how to fix a wrong id or a missing expenseUrl', async () => {
    await expect(client().getFields('0123-4567')).rejects.toThrow(
      /organizationId must be a Uuid: 32 hex digits/,
    );
    const noV0 = createExpenseClient({ baseUrl: server.url, getAccessToken: () => TOKEN });
    await expect(noV0.listOrganizations()).rejects.toThrow(/need `expenseUrl`/);
  });

  it('uses overridden wire names for query names and headers', async () => {
    const custom = createExpenseClient({
      baseUrl: server.url,
      expenseUrl: server.url,
      getAccessToken: () => TOKEN,
      wireNames: {
        organizationIdParam: 'org',
        saveDespiteWarningsParam: 'force',
        qrScanHeader: 'X-Qr',
        apiVersionHeader: 'X-Version',
      },
    });
    next = () => ({ status: 200, body: { id: 'x'.repeat(32) } });
    await custom.createReport(ORG, parseEnvelope(sampleWireEnvelope()), {
      saveDespiteWarnings: true,
    });
    expect(last().url).toBe(`/api/v1/expense/expensereports?format=fields&org=${ORG}&force=true`);
    await custom.uploadContent(new Uint8Array([1]), { contentType: 'image/jpeg', qrScan: 'A:1' });
    expect(last().headers['x-qr']).toBe('A%3A1');
    next = () => ({ status: 200, body: { organizations: [] } });
    await custom.listOrganizations();
    expect(last().headers['x-version']).toBe('3');
  });

  it('names the save-anyway flag per endpoint, and answers a 201 upload as success', async () => {
    const custom = createExpenseClient({
      baseUrl: server.url,
      getAccessToken: () => TOKEN,
      wireNames: {
        saveDespiteWarningsParam: 'force',
        updateSaveDespiteWarningsParam: 'ignoreWarnings',
      },
    });
    next = () => ({ status: 200, body: { id: 'r'.repeat(32), version: 2 } });
    const envelope = parseEnvelope(sampleWireEnvelope());
    await custom.saveFields(fieldsEndpoints.storedReport(ORG, REPORT), envelope, {
      saveDespiteWarnings: true,
    });
    expect(last().method).toBe('PUT');
    expect(last().url).toBe(
      `/api/v1/expense/expensereports/${REPORT}?format=fields&ignoreWarnings=true`,
    );
    await custom.saveFields(fieldsEndpoints.newExpense(ORG, 'ReceiptVerification'), envelope, {
      saveDespiteWarnings: true,
    });
    expect(last().url).toBe(
      `/api/v1/expense/expenses?format=fields&organizationId=${ORG}&expenseType=ReceiptVerification&force=true`,
    );
    // ARCHITECTURE.md "The real service": an upload may answer 201 with the content.
    next = () => ({ status: 201, body: { id: 'c'.repeat(32), contentType: 'image/png' } });
    expect(
      await custom.uploadContent(new Uint8Array([1]), { contentType: 'image/png' }),
    ).toMatchObject({
      id: 'c'.repeat(32),
    });
  });
});
