// @vitest-environment node
// Every preset's load, re-call, command and save, as the client sends them; ids that
// would leave their route are refused before any request, with one message format; no two
// endpoints share a key.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createExpenseClient, type ExpenseClient } from '../../../src/core/http/client';
import { fieldsEndpoints, type FieldsEndpoint } from '../../../src/core/http/endpoints';
import { resolveSource } from '../../../src/core/http/transport';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { sampleWireEnvelope } from '../../fixtures/wire';
import { startRecordingServer } from '../../tools/recordingServer';

const ORG = '0123456789abcdef0123456789abcdef';
const OTHER_ORG = 'fedcba9876543210fedcba9876543210';
const REPORT = 'abcdef0123456789abcdef0123456789';
const EXPENSE = '00112233445566778899aabbccddeeff';
const BASE = '/api/v1/expense';

let server: Awaited<ReturnType<typeof startRecordingServer>>;
let reply: object = sampleWireEnvelope();
beforeAll(async () => {
  server = await startRecordingServer(() => ({ status: 200, body: reply }));
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  reply = sampleWireEnvelope();
});

const client = () =>
  createExpenseClient({
    baseUrl: server.url,
    expenseUrl: `${server.url}/legacy`,
    getAccessToken: () => 'token',
  });
const sent = () => server.requests.map((request) => `${request.method} ${request.url}`);

describe('every preset, as the client sends it', () => {
  const reportFields = `${BASE}/me/organizations/${ORG}/expensereports/fields`;
  const carFields = `${BASE}/me/organizations/${ORG}/expensetypes/CarSpecification/fields`;
  const table: [string, FieldsEndpoint, string, string, string][] = [
    [
      'newReport',
      fieldsEndpoints.newReport(ORG),
      `GET ${reportFields}`,
      `PUT ${reportFields}`,
      `POST ${BASE}/expensereports?format=fields&organizationId=${ORG}`,
    ],
    [
      'storedReport',
      fieldsEndpoints.storedReport(ORG, REPORT),
      `GET ${BASE}/expensereports/${REPORT}?format=fields`,
      `PUT ${reportFields}`,
      `PUT ${BASE}/expensereports/${REPORT}?format=fields`,
    ],
    [
      'newExpense',
      fieldsEndpoints.newExpense(ORG, 'CarSpecification'),
      `GET ${carFields}`,
      `PUT ${carFields}`,
      `POST ${BASE}/expenses?format=fields&organizationId=${ORG}&expenseType=CarSpecification`,
    ],
    [
      'storedExpense',
      fieldsEndpoints.storedExpense(ORG, 'CarSpecification', EXPENSE),
      `GET ${BASE}/expenses/${EXPENSE}?format=fields`,
      `PUT ${carFields}`,
      `PUT ${BASE}/expenses/${EXPENSE}?format=fields`,
    ],
  ];

  it.each(table)('%s: load, re-call, command and save', async (_, endpoint, load, recall, save) => {
    const api = client();
    const envelope = parseEnvelope(sampleWireEnvelope());
    await api.loadFields(endpoint);
    await api.recallFields(endpoint, envelope);
    await api.recallFields(endpoint, envelope, { command: 'SPLIT' });
    reply = { id: REPORT, version: 2 };
    await api.saveFields(endpoint, envelope);
    expect(sent()).toEqual([load, recall, `${recall}?command=SPLIT`, save]);
  });
});

describe('ids that would leave their route', () => {
  // Empty, dot segments, a slash, a query, dashes, and a text that is not Unicode.
  const badUuids = ['', '.', '..', '../x', `${ORG}/..`, `${ORG}?a=1`, '0123-4567', '\ud800'];
  const message =
    /^(\w+) must be (a Uuid: 32 hex digits without dashes \(spec 2\.1\)|a name: a letter, then letters, digits or _|a path segment: text other than "", "\." and "\.\."), got .*\.$/;

  const presets: [string, (bad: string) => unknown][] = [
    ['newReport organizationId', (bad) => fieldsEndpoints.newReport(bad)],
    ['storedReport organizationId', (bad) => fieldsEndpoints.storedReport(bad, REPORT)],
    ['storedReport reportId', (bad) => fieldsEndpoints.storedReport(ORG, bad)],
    ['newExpense organizationId', (bad) => fieldsEndpoints.newExpense(bad, 'CarSpecification')],
    ['newExpense expenseType', (bad) => fieldsEndpoints.newExpense(ORG, bad)],
    [
      'storedExpense organizationId',
      (bad) => fieldsEndpoints.storedExpense(bad, 'CarSpecification', EXPENSE),
    ],
    ['storedExpense expenseType', (bad) => fieldsEndpoints.storedExpense(ORG, bad, EXPENSE)],
    [
      'storedExpense expenseId',
      (bad) => fieldsEndpoints.storedExpense(ORG, 'CarSpecification', bad),
    ],
  ];

  it.each(presets)('the preset refuses a bad %s with a TypeError', (what, build) => {
    const name = what.split(' ')[1];
    for (const bad of badUuids) {
      expect(() => build(bad), JSON.stringify(bad)).toThrow(TypeError);
      try {
        build(bad);
      } catch (error) {
        expect((error as Error).message).toMatch(message);
        expect((error as Error).message.startsWith(`${name} must be`)).toBe(true);
      }
    }
  });

  it('refuses "new" as a stored id: it cannot pose as a new report', () => {
    expect(() => fieldsEndpoints.storedReport(ORG, 'new')).toThrow(
      'reportId must be a Uuid: 32 hex digits without dashes (spec 2.1), got "new".',
    );
  });

  const envelope = parseEnvelope(sampleWireEnvelope());
  const calls: [string, (api: ExpenseClient, bad: string) => Promise<unknown>][] = [
    ['getFields', (api, bad) => api.getFields(bad)],
    ['recall', (api, bad) => api.recall(bad, envelope)],
    ['runCommand', (api, bad) => api.runCommand(bad, envelope, 'SPLIT')],
    ['createReport', (api, bad) => api.createReport(bad, envelope)],
    [
      'listCarTypes organization',
      (api, bad) => api.listCarTypes({ organizationId: bad, categoryId: ORG }),
    ],
    [
      'listCarTypes category',
      (api, bad) => api.listCarTypes({ organizationId: ORG, categoryId: bad }),
    ],
    [
      'uploadContent',
      (api, bad) =>
        api.uploadContent(new Uint8Array([1]), { contentType: 'image/png', organizationId: bad }),
    ],
    ['listVatRates organization', (api, bad) => api.listVatRates(bad, 'NO_VAT')],
    ['listVatRates mode', (api, bad) => api.listVatRates(ORG, bad as 'NO_VAT')],
    ['deleteAccount organization', (api, bad) => api.deleteAccount(bad, ORG)],
    ['deleteAccount account', (api, bad) => api.deleteAccount(ORG, bad)],
  ];

  it.each(calls)('%s refuses a bad id before any request', async (_, call) => {
    const api = client();
    for (const bad of badUuids) {
      const error = await call(api, bad).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error, JSON.stringify(bad)).toBeInstanceOf(TypeError);
      expect((error as Error).message).toMatch(message);
    }
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    [
      'upsertOrganization',
      (api: ExpenseClient, bad: string) =>
        api.upsertOrganization(bad, { externalSourceId: bad, name: 'x' }),
    ],
    ['deleteOrganization', (api: ExpenseClient, bad: string) => api.deleteOrganization(bad)],
  ])('%s (V0, free-text id) refuses empty and dot segments', async (_, call) => {
    const api = client();
    for (const bad of ['', '.', '..', '\ud800']) {
      await expect(call(api, bad), JSON.stringify(bad)).rejects.toThrow(message);
    }
    expect(server.requests).toHaveLength(0);
    // Any other text is one encoded segment.
    reply = { id: 'org-1' };
    await call(api, '../x y');
    expect(server.requests[0]?.url).toMatch(/\/organizations\/(externalid\/)?\.\.%2Fx%20y\/$/);
  });
});

describe('endpoint keys', () => {
  const endpoints = [
    fieldsEndpoints.newReport(ORG),
    fieldsEndpoints.newReport(OTHER_ORG),
    fieldsEndpoints.storedReport(ORG, REPORT),
    fieldsEndpoints.storedReport(OTHER_ORG, REPORT),
    fieldsEndpoints.storedReport(ORG, EXPENSE),
    fieldsEndpoints.newExpense(ORG, 'CarSpecification'),
    fieldsEndpoints.newExpense(ORG, 'ReceiptVerification'),
    fieldsEndpoints.storedExpense(ORG, 'CarSpecification', EXPENSE),
    fieldsEndpoints.storedExpense(ORG, 'ReceiptVerification', EXPENSE),
    fieldsEndpoints.storedExpense(ORG, 'CarSpecification', REPORT),
  ];

  it('gives every different endpoint its own key', () => {
    const keys = endpoints.map((endpoint) => endpoint.key);
    expect(new Set(keys).size).toBe(endpoints.length);
  });

  it('builds a key as the JSON array of the preset and its ids', () => {
    expect(JSON.parse(fieldsEndpoints.storedExpense(ORG, 'CarSpecification', EXPENSE).key)).toEqual(
      ['storedExpense', ORG, 'CarSpecification', EXPENSE],
    );
  });

  it('keys a source by its endpoint: an organization source is its new report', () => {
    const api = client();
    expect(resolveSource({ organizationId: ORG, client: api }).key).toBe(
      fieldsEndpoints.newReport(ORG).key,
    );
    const sourceKeys = endpoints.map((endpoint) => resolveSource({ endpoint, client: api }).key);
    expect(new Set(sourceKeys).size).toBe(endpoints.length);
  });
});
