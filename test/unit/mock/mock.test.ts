// @vitest-environment node
import { setupServer } from 'msw/node';
import { failure } from '../../tools/failure';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpenseClient, type ExpenseClient } from '../../../src/core/http/client';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { isConcurrentModification } from '../../../src/core/wire/errors';
import { fieldKey, indexFields, mapFields } from '../../../src/core/wire/fieldIndex';
import type { FieldsEnvelope, JsonValue } from '../../../src/core/wire/model/types';
import { CONTROL_TYPES } from '../../../src/core/wire/model/types';
import {
  createMockService,
  largeEnvelope,
  MOCK_BASE_URL,
  MOCK_EXPENSE_URL,
  MOCK_IDS,
  MOCK_TOKEN,
  scenarioEnvelope,
  SCENARIOS,
} from '../../../src/mock';

const mock = createMockService();
const server = setupServer(...mock.handlers);
const SE = MOCK_IDS.swedishOrg;
const PT = MOCK_IDS.portugueseOrg;
const AT_QR =
  'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80';
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 4,
]);
const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => mock.reset());

const clientWith = (token = MOCK_TOKEN): ExpenseClient =>
  createExpenseClient({
    baseUrl: MOCK_BASE_URL,
    expenseUrl: MOCK_EXPENSE_URL,
    getAccessToken: () => token,
  });
const client = clientWith();

const propertiesOf = (envelope: FieldsEnvelope) =>
  indexFields(envelope).map(({ item }) => item.property);
const item = (envelope: FieldsEnvelope, property: string) =>
  indexFields(envelope).find((entry) => entry.item.property === property)?.item;
const withValues = (envelope: FieldsEnvelope, values: Record<string, JsonValue>) =>
  mapFields(envelope, (field) =>
    field.property in values ? { ...field, value: values[field.property] as JsonValue } : field,
  );

describe('authentication', () => {
  it('answers 401 with the error body for a missing or unknown token', async () => {
    // The client refuses to send an empty token; the mock still answers a request without one.
    const anonymous = await fetch(
      `${MOCK_BASE_URL}/api/v1/expense/me/organizations/${SE}/expensereports/fields`,
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await failure(clientWith('stolen').listVatRates(SE, 'NO_VAT'))).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      description: 'The access token is not valid.',
    });
  });
});

describe('car types (spec 4.1)', () => {
  const query = { organizationId: SE, categoryId: MOCK_IDS.mileageCategory };
  it('lists with sections and suggestions', async () => {
    const list = await client.listCarTypes(query);
    expect(list.meta).toMatchObject({
      count: 6,
      total: 6,
      sections: [
        { id: 1, text: 'Own car' },
        { id: 2, text: 'Company car' },
      ],
    });
    expect(list.suggestions.map((value) => value.id)).toEqual(['car-electric', 'car-petrol']);
    expect(list.data.map((value) => value.name).slice(0, 2)).toEqual([
      'Company car, electric',
      'Company car, petrol',
    ]);
  });
  it('applies searchText, filter and order', async () => {
    expect(
      (await client.listCarTypes({ ...query, searchText: 'ELEC' })).data.map((value) => value.id),
    ).toEqual(['company-electric', 'car-electric']);
    expect(
      (await client.listCarTypes({ ...query, filter: 'car-diesel' })).data.map((value) => value.id),
    ).toEqual(['car-diesel']);
    expect((await client.listCarTypes({ ...query, order: 'desc' })).data[0]?.name).toBe(
      'Petrol car',
    );
    expect((await client.listCarTypes({ ...query, searchText: 'zzz' })).meta).toMatchObject({
      count: 0,
      total: 6,
    });
  });
  it('gives each documented error', async () => {
    expect(
      await failure(client.listCarTypes({ ...query, categoryId: MOCK_IDS.receiptCategory })),
    ).toMatchObject({ status: 400, code: 'NOT_A_CAR_SPECIFICATION_CATEGORY' });
    expect(
      await failure(client.listCarTypes({ ...query, categoryId: 'f'.repeat(32) })),
    ).toMatchObject({ status: 404, code: 'CATEGORY_NOT_FOUND' });
    expect(
      await failure(client.listCarTypes({ ...query, organizationId: 'e'.repeat(32) })),
    ).toMatchObject({ status: 404, code: 'ORGANIZATION_NOT_FOUND' });
  });
});

describe('LIST values by url', () => {
  it('serves the lists the envelopes point at', async () => {
    const envelope = await client.getFields(SE);
    const currency = item(envelope, 'verification.currency');
    const list = await client.getListValues(currency?.url ?? '', { searchText: 'eur' });
    expect(list.data.map((value) => value.id)).toEqual(['EUR']);
    expect(
      (await client.getListValues(currency?.url ?? '')).suggestions.map((value) => value.id),
    ).toEqual(['SEK', 'EUR']);
    expect(
      await failure(client.getListValues(`/api/v1/expense/me/organizations/${SE}/lists/nope`)),
    ).toMatchObject({ status: 404 });
  });
});

describe('fields and re-call rules', () => {
  it('serves a new receipt report with the hidden version null', async () => {
    const envelope = await client.getFields(SE);
    expect(item(envelope, 'verification.type')).toMatchObject({
      value: 'receipt',
      requiresUpdate: true,
      listValue: { id: 'receipt', name: 'Receipt' },
    });
    expect(item(envelope, 'version')).toMatchObject({
      visible: false,
      value: null,
      controlType: 'INTEGER',
    });
    expect(item(envelope, 'verification.receiptAttachment')?.qrCodeSupported).toBeUndefined();
  });

  it('marks the receipt attachment qrCodeSupported for a Portuguese organization', async () => {
    expect(
      item(await client.getFields(PT), 'verification.receiptAttachment')?.qrCodeSupported,
    ).toBe(true);
  });

  it.each([
    [
      'mileage',
      ['verification.carType', 'verification.distance', 'expenseDate'],
      ['verification.amount'],
    ],
    [
      'perDiem',
      ['verification.specification[0].date1', 'verification.specification[0].date2'],
      ['verification.amount'],
    ],
    [
      'representation',
      [
        'verification.representation.guests',
        'verification.representation.includesLiquor',
        'verification.representation.numberOfGuests',
      ],
      [],
    ],
    ['receipt', ['verification.amount', 'categoryId'], ['verification.carType']],
  ])('switches to the %s field set and carries values over', async (kind, present, absent) => {
    const start = withValues(await client.getFields(SE), {
      name: 'Trip to Oslo',
      'verification.type': kind,
    });
    const reply = await client.recall(SE, start);
    expect(propertiesOf(reply)).toEqual(expect.arrayContaining(present));
    for (const property of absent) expect(propertiesOf(reply)).not.toContain(property);
    expect(item(reply, 'name')?.value).toBe('Trip to Oslo');
  });

  it('points the mileage car-type LIST at the car types endpoint', async () => {
    const reply = await client.recall(
      SE,
      withValues(await client.getFields(SE), { 'verification.type': 'mileage' }),
    );
    const list = await client.getListValues(item(reply, 'verification.carType')?.url ?? '');
    expect(list.data).toHaveLength(6);
  });

  it('adds an exchange rate for a foreign currency and a warning over the limit', async () => {
    const start = await client.getFields(SE);
    const foreign = await client.recall(
      SE,
      withValues(start, { 'verification.currency': 'EUR', 'verification.amount': 100 }),
    );
    expect(item(foreign, 'verification.exchangeRate')).toMatchObject({
      value: 11.4,
      mandatory: true,
    });
    expect(item(foreign, 'information.amountLimit')).toBeUndefined();
    const big = await client.recall(SE, withValues(foreign, { 'verification.amount': 500 }));
    expect(item(big, 'information.amountLimit')).toMatchObject({
      controlType: 'INFORMATION',
      informationType: 'warning',
      dismissible: true,
    });
  });

  it('splits the amount with the SPLIT command, and unsplits when rows are removed', async () => {
    const start = withValues(await client.getFields(SE), { 'verification.amount': 100 });
    expect(item(start, 'verification.amount')?.commands[0]).toMatchObject({
      command: 'SPLIT',
      confirmationRequired: true,
    });
    const split = await client.runCommand(SE, start, 'SPLIT');
    const rows = item(split, 'verification.splits')?.fields ?? [];
    expect(rows.map((row) => [row.removable, row.fields?.[0]?.value])).toEqual([
      [true, 50],
      [true, 50],
    ]);
    expect(propertiesOf(split)).not.toContain('categoryId');
    const three = await client.runCommand(
      SE,
      withValues(split, { 'verification.splits[1].amount': 20 }),
      'SPLIT',
    );
    expect(item(three, 'verification.splits')?.fields).toHaveLength(3);
    // The client removes the middle row and re-calls: the last row's values move up.
    const withoutMiddle = mapFields(three, (field) =>
      field.property === 'verification.splits'
        ? {
            ...field,
            fields: (field.fields ?? []).filter((row) => row.property !== 'verification.splits[1]'),
          }
        : field,
    );
    const renumbered = await client.recall(
      SE,
      withValues(withoutMiddle, { 'verification.splits[2].amount': 7 }),
    );
    expect(item(renumbered, 'verification.splits[1].amount')?.value).toBe(7);
    const one = mapFields(renumbered, (field) =>
      field.property === 'verification.splits'
        ? { ...field, fields: (field.fields ?? []).slice(0, 1) }
        : field,
    );
    expect(propertiesOf(await client.recall(SE, one))).toContain('categoryId');
  });

  it('refuses a body that is not an envelope', async () => {
    const response = await fetch(
      `${MOCK_BASE_URL}/api/v1/expense/me/organizations/${SE}/expensereports/fields`,
      {
        method: 'PUT',
        headers: { Authorization: `Bearer ${MOCK_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ fields: [{ controlType: 3 }] }),
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ENVELOPE' });
  });
});

describe('report creation (spec 4.2)', () => {
  async function filledReceipt(values: Record<string, JsonValue> = {}) {
    return withValues(await client.getFields(SE), {
      name: 'Lunch',
      'verification.purchaseDate': '2026-11-20',
      'verification.amount': 120,
      categoryId: MOCK_IDS.receiptCategory,
      'verification.receiptAttachment': { id: 'e'.repeat(32) },
      ...values,
    });
  }

  it('returns the envelope with error and errorText on each failing field', async () => {
    const result = await client.createReport(SE, await client.getFields(SE));
    expect(result.kind).toBe('invalid');
    if (result.kind !== 'invalid') return;
    expect(result.status).toBe(400);
    const errors = indexFields(result.envelope)
      .filter(({ item: field }) => field.error)
      .map(({ item: field }) => [field.property, field.error]);
    expect(errors).toEqual([
      ['name', 'REQUIRED'],
      ['verification.purchaseDate', 'REQUIRED'],
      ['verification.amount', 'REQUIRED'],
      ['categoryId', 'REQUIRED'],
    ]);
    expect(item(result.envelope, 'name')?.errorText).toBe('This field is required.');
  });

  it('checks formats: decimals, future dates, negative amounts, addresses, VAT above the amount', async () => {
    const result = await client.createReport(
      SE,
      await filledReceipt({
        'verification.amount': 12.345,
        'verification.purchaseDate': '2026-12-24',
        'verification.taxAmount': 500,
        emailRecipients: [{ email: 'nope' }],
      }),
    );
    if (result.kind !== 'invalid') throw new Error('expected errors');
    expect(item(result.envelope, 'verification.amount')).toMatchObject({
      error: 'TOO_MANY_DECIMALS',
      errorText: 'Use at most 2 decimals.',
    });
    expect(item(result.envelope, 'verification.purchaseDate')?.error).toBe('FUTURE_DATE');
    expect(item(result.envelope, 'emailRecipients')?.error).toBe('INVALID_EMAIL');
    const negative = await client.createReport(
      SE,
      await filledReceipt({ 'verification.amount': -5, 'verification.taxAmount': 1 }),
    );
    if (negative.kind !== 'invalid') throw new Error('expected errors');
    expect(item(negative.envelope, 'verification.amount')?.error).toBe('NEGATIVE_AMOUNT');
    const tax = await client.createReport(
      SE,
      await filledReceipt({ 'verification.taxAmount': 500 }),
    );
    if (tax.kind !== 'invalid') throw new Error('expected errors');
    expect(item(tax.envelope, 'verification.taxAmount')?.error).toBe('TAX_EXCEEDS_AMOUNT');
  });

  it('refuses warnings unless saveDespiteWarnings=true, then creates the report', async () => {
    const envelope = await filledReceipt({
      'verification.amount': 9000,
      'verification.receiptAttachment': null,
    });
    const refused = await client.createReport(SE, envelope);
    if (refused.kind !== 'invalid') throw new Error('expected warnings');
    expect(refused.envelope.validationErrors?.map((entry) => [entry.code, entry.level])).toEqual([
      ['AMOUNT_OVER_LIMIT', 'WARNING'],
      ['RECEIPT_MISSING', 'WARNING'],
    ]);
    expect(indexFields(refused.envelope).some(({ item: field }) => field.error)).toBe(false);
    const saved = await client.createReport(SE, envelope, { saveDespiteWarnings: true });
    expect(saved.kind).toBe('created');
    expect(
      mock.requests
        .filter((request) => request.endpoint === 'createReport')
        .map((request) => new URL(request.url).searchParams.get('saveDespiteWarnings')),
    ).toEqual([null, 'true']);
  });

  it('creates a report whose meta and capabilities follow spec 2.8', async () => {
    const result = await client.createReport(
      SE,
      await filledReceipt({
        'verification.currency': 'EUR',
        'verification.exchangeRate': 11.4,
        'verification.amount': 10,
      }),
    );
    if (result.kind !== 'created')
      throw new Error(`expected a report, got ${JSON.stringify(result)}`);
    const { report } = result;
    expect(report).toMatchObject({
      name: 'Lunch',
      status: 'NEW',
      processStatus: 'DRAFT',
      type: 'MANUAL',
      version: 1,
      reimbursement: 114,
      reimbursementCurrency: 'SEK',
    });
    expect(report.id).toMatch(/^[0-9a-f]{32}$/);
    expect(report.meta.abbreviation?.reimbursementDescription).toBe('114.00 SEK');
    expect(report.meta.capabilities).toEqual({
      canBeDeleted: true,
      canBeRetracted: false,
      canBeSentIn: true,
      canBeEdited: true,
      canRemoveExpenses: true,
      canAddExpenses: true,
    });
    expect(report.expenseRecords[0]?.verification.type).toBe('ReceiptVerification');
    expect(mock.state.reports.get(report.id)).toEqual(report);
  });

  it('answers 409 CONCURRENT_MODIFICATION when the hidden version is older than the stored one', async () => {
    const stale = await filledReceipt();
    mock.state.bumpVersion(SE);
    const error = await failure(client.createReport(SE, stale));
    expect(isConcurrentModification(error)).toBe(true);
    const fresh = await client.getFields(SE);
    expect(item(fresh, 'version')?.value).toBe(1);
    const retried = await client.createReport(SE, withValues(stale, { version: 1 }));
    expect(retried).toMatchObject({ kind: 'created', report: { version: 2 } });
  });
});

describe('content (spec 4.3)', () => {
  it('stores a temporary upload with its URL-decoded name, description and qrScan', async () => {
    const content = await client.uploadContent(PNG, {
      contentType: 'image/png',
      name: 'Recibo café.png',
      description: 'Almoço & táxi',
      qrScan: AT_QR,
      organizationId: PT,
    });
    expect(content).toMatchObject({
      contentType: 'image/png',
      isTemporary: true,
      name: 'Recibo café.png',
      description: 'Almoço & táxi',
      qrScan: AT_QR,
    });
    expect(content).not.toHaveProperty('scanResult');
    expect(mock.state.contents.get(content.id)).toMatchObject({ size: PNG.byteLength });
  });

  it('runs a deterministic scan with action=scan, from the fiscal QR when there is one', async () => {
    const first = await client.uploadContent(PDF, {
      contentType: 'application/pdf',
      scan: true,
      organizationId: SE,
    });
    mock.reset();
    const again = await client.uploadContent(PDF, {
      contentType: 'application/pdf',
      scan: true,
      organizationId: SE,
    });
    expect(again).toEqual(first);
    expect(first.scanResult).toMatchObject({ currency: 'SEK', categoryId: expect.any(String) });
    const fiscal = await client.uploadContent(PNG, {
      contentType: 'image/png',
      scan: true,
      qrScan: AT_QR,
      organizationId: PT,
    });
    expect(fiscal.scanResult).toMatchObject({
      amount: 0.8,
      taxAmount: 0.15,
      currency: 'EUR',
      purchaseDate: '2019-08-12',
    });
  });

  it('refuses a type that is not image/* or PDF, and bytes that do not match', async () => {
    expect(
      await failure(client.uploadContent(PNG, { contentType: 'text/plain', organizationId: SE })),
    ).toMatchObject({ status: 415, code: 'UNSUPPORTED_CONTENT_TYPE' });
    expect(
      await failure(client.uploadContent(PDF, { contentType: 'image/png', organizationId: SE })),
    ).toMatchObject({ status: 400, code: 'CONTENT_TYPE_MISMATCH' });
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect(
      await failure(client.uploadContent(exe, { contentType: 'image/jpeg', organizationId: SE })),
    ).toMatchObject({ code: 'CONTENT_TYPE_MISMATCH' });
  });

  it('needs the organization scope when the user has several organizations', async () => {
    expect(await failure(client.uploadContent(PNG, { contentType: 'image/png' }))).toMatchObject({
      status: 400,
      code: 'ORGANIZATION_REQUIRED',
    });
  });
});

describe('admin endpoints', () => {
  it('lists VAT rates per mode (spec 4.7)', async () => {
    expect((await client.listVatRates(SE, 'NO_VAT')).data).toEqual([]);
    expect((await client.listVatRates(SE, 'SINGLE_VAT')).data.map((rate) => rate.rate)).toEqual([
      25,
    ]);
    const multi = await client.listVatRates(PT, 'MULTI_VAT');
    expect(multi).toMatchObject({ meta: { total: 3, count: 3 } });
    expect(multi.data[1]).toEqual({
      taxRateId: 'PT-13',
      rate: 13,
      companyTaxRateId: null,
      salaryCodeId: null,
      accountingNumberId: null,
    });
    expect(await failure(client.listVatRates('e'.repeat(32), 'NO_VAT'))).toMatchObject({
      code: 'ORGANIZATION_NOT_FOUND',
    });
  });

  it('soft deletes an account (204), refuses when synced (403)', async () => {
    await client.deleteAccount(SE, MOCK_IDS.account);
    expect(mock.state.seed.accounts.find((account) => account.id === MOCK_IDS.account)?.state).toBe(
      'inactive',
    );
    expect(await failure(client.deleteAccount(PT, MOCK_IDS.syncedAccount))).toMatchObject({
      status: 403,
    });
    expect(await failure(client.deleteAccount(SE, 'f'.repeat(32)))).toMatchObject({ status: 404 });
  });

  it('lists, upserts and deletes V0 organizations (spec 4.4 to 4.6)', async () => {
    const listed = await client.listOrganizations();
    expect(listed.organizations.map((org) => org.className)).toContain(
      'com.service.consumer.TemplateOrganization',
    );
    expect(listed.organizations.find((org) => org.id === 'v0-template-1')).not.toHaveProperty(
      'partnerId',
    );
    expect(listed.serverTime).toBe('2026-11-21T12:00:00Z');
    expect(
      await failure(client.upsertOrganization('new-1', { externalSourceId: 'new-1', name: 'New' })),
    ).toMatchObject({ code: 'CLASS_NAME_REQUIRED' });
    expect(
      await failure(
        client.upsertOrganization('new-1', { externalSourceId: 'new-1', className: 'Other' }),
      ),
    ).toMatchObject({ code: 'INVALID_CLASS_NAME' });
    const created = await client.upsertOrganization('new-1', {
      externalSourceId: 'new-1',
      className: 'com.service.consumer.Company',
      name: 'New AB',
    });
    expect(created).toMatchObject({ name: 'New AB', externalSourceId: 'new-1' });
    const merged = await client.upsertOrganization('new-1', {
      externalSourceId: 'new-1',
      vat: 'SE1',
    });
    expect(merged).toMatchObject({ id: created.id, name: 'New AB', vat: 'SE1' });
    await client.deleteOrganization(String(created.id));
    expect((await client.listOrganizations()).organizations.map((org) => org.id)).not.toContain(
      created.id,
    );
    expect(await failure(client.deleteOrganization('nope'))).toMatchObject({ status: 404 });
  });

  it('requires the V0 version header', async () => {
    const response = await fetch(`${MOCK_EXPENSE_URL}/api/admin/organizations/`, {
      headers: { Authorization: `Bearer ${MOCK_TOKEN}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'UNSUPPORTED_API_VERSION' });
  });
});

describe('fault injection', () => {
  it('gives a 500 once, then answers normally', async () => {
    mock.faults.set('fields', { failure: 'server', times: 1 });
    expect(await failure(client.getFields(SE))).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      isRetryable: true,
    });
    await expect(client.getFields(SE)).resolves.toBeTruthy();
  });
  it('drops the connection, sends malformed JSON, adds latency', async () => {
    mock.faults.set('recall', { failure: 'network' });
    expect(await failure(client.recall(SE, await client.getFields(SE)))).toMatchObject({
      code: 'NETWORK_ERROR',
    });
    mock.faults.set('fields', { failure: 'malformed', times: 1 });
    expect(await failure(client.getFields(SE))).toMatchObject({ code: 'INVALID_JSON' });
    // A minute of latency: the answer is held (the test would time out) until the faults are
    // cleared, which ends the wait at once.
    mock.faults.set('*', { latencyMs: 60_000, times: 1 });
    let answered = false;
    const before = mock.requests.length;
    const pending = client.getFields(SE).then(() => (answered = true));
    await vi.waitFor(() => expect(mock.requests.length).toBe(before + 1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toBe(false);
    mock.faults.clear();
    await pending;
    expect(answered).toBe(true);
  });
});

describe('determinism and scenarios', () => {
  it('gives the same answers to the same requests', async () => {
    const run = async () => {
      mock.reset();
      const envelope = await client.getFields(SE);
      const content = await client.uploadContent(PNG, {
        contentType: 'image/png',
        scan: true,
        organizationId: SE,
      });
      const report = await client.createReport(
        SE,
        withValues(envelope, {
          name: 'A',
          'verification.purchaseDate': '2026-11-01',
          'verification.amount': 5,
          categoryId: MOCK_IDS.receiptCategory,
          'verification.receiptAttachment': { id: content.id },
        }),
      );
      return JSON.stringify([envelope, content, report]);
    };
    expect(await run()).toBe(await run());
  });

  it('covers every controlType, nested and removable groups, invisible and custom fields', () => {
    const all = Object.values(SCENARIOS).flatMap((build) =>
      indexFields(parseEnvelope(build())).map(({ item: field }) => field),
    );
    for (const type of CONTROL_TYPES) expect(all.map((field) => field.controlType)).toContain(type);
    const controls = indexFields(parseEnvelope(scenarioEnvelope('allControls')));
    expect(
      controls.some(
        ({ path, item: field }) =>
          path.length === 2 && field.controlType === 'FIELD_GROUP' && field.removable,
      ),
    ).toBe(true);
    expect(controls.some(({ item: field }) => !field.visible)).toBe(true);
    expect(controls.some(({ item: field }) => field.custom)).toBe(true);
    expect(controls.some(({ item: field }) => field.qrCodeSupported)).toBe(true);
    expect(
      new Set(
        controls
          .filter(({ item: field }) => field.controlType === 'INFORMATION')
          .map(({ item: field }) => field.informationType),
      ),
    ).toEqual(new Set(['normal', 'information', 'warning', 'error', 'success']));
  });

  it('generates a large envelope of N visible fields plus the version', () => {
    const envelope = parseEnvelope(largeEnvelope(1000));
    expect(envelope.fields.filter((field) => field.visible)).toHaveLength(1000);
    expect(new Set(envelope.fields.map((field) => field.controlType))).toEqual(
      new Set(['TEXT', 'DOUBLE', 'SWITCH', 'DATE', 'LIST', 'INTEGER']),
    );
  });

  it('serves an envelope set by a story, and echoes re-calls with errors cleared', async () => {
    mock.state.setEnvelope(SE, scenarioEnvelope('allControls'));
    const envelope = await client.getFields(SE);
    expect(item(envelope, 'x.hologram')?.controlType).toBe('HOLOGRAM');
    const withError = mapFields(envelope, (field) =>
      field.property === 'name' ? { ...field, error: 'X', errorText: 'x' } : field,
    );
    const reply = await client.recall(SE, withError);
    expect(item(reply, 'name')).toMatchObject({ error: null, errorText: null });
    expect(fieldKey('x')).toBe('f_x');
  });
});
