import { applyCapabilityRules } from '../core/capabilities';
import { parseEnvelope, toWire } from '../core/envelope';
import { EnvelopeError } from '../core/errors';
import { checkContentType } from '../core/fileType';
import { parseFiscalQr } from '../core/fiscalQr';
import { isJsonObject } from '../core/json';
import type {
  Content,
  CustomFieldList,
  ExpenseReport,
  JsonObject,
  JsonValue,
  ListSection,
  ListValue,
  Organization,
  ScanResult,
  VatRate,
} from '../core/types';
import { COMPANY_CLASS, STATE_SETS } from '../core/types';
import { resolveWireNames, type WireNames } from '../core/wireNames';
import { createIdSource, mockId } from './ids';
import { buildExpenseForm, homeAmount, kindOf, renumberSplits } from './scenarios/expenseForm';
import { allControlsEnvelope } from './scenarios/allControls';
import { valuesOf } from './scenarios/wireField';
import {
  cloneSeed,
  defaultSeed,
  type MockOrganization,
  type MockPerson,
  type MockSeed,
} from './seed';
import { validateReport } from './validation';

/** A request as the service sees it, already authenticated. */
export interface MockRequest {
  person: MockPerson;
  url: URL;
  params: Record<string, string>;
  headers: Headers;
  /** Parsed JSON body, when the request has one. */
  json?: unknown;
  /** Raw body bytes (uploads). */
  bytes?: Uint8Array;
}

/** What a handler answers: a status and a JSON body (none for 204). */
export interface MockReply {
  status: number;
  body?: JsonValue;
}

/** A content resource as stored, with its size. */
export type StoredContent = Content & { size: number };

/** Options of the service state. */
export interface MockStateOptions {
  seed?: MockSeed;
  /** The mock's clock; a fixed instant by default, so answers are deterministic. */
  clock?: () => Date;
  /** Query and header names, when the form uses other wire names. */
  wireNames?: Partial<WireNames>;
}

/**
 * The default clock: a fixed instant.
 *
 * @example
 * createMockService({ clock: () => new Date(MOCK_NOW) });
 */
export const MOCK_NOW = '2026-11-21T12:00:00Z';

const errorBody = (code: string, description: string): JsonObject => ({
  result: 'error',
  code,
  description,
});
const fail = (status: number, code: string, description: string): MockReply => ({
  status,
  body: errorBody(code, description),
});
const ok = (body: unknown, status = 200): MockReply => ({ status, body: body as JsonValue });

/**
 * The stateful in-memory service: seed data, drafts with optimistic-lock versions, uploaded
 * content and created reports, and one operation per endpoint applying the spec's rules.
 *
 * @example
 * const state = createMockState({ clock: () => new Date(MOCK_NOW) });
 */
export function createMockState(options: MockStateOptions = {}) {
  const initial = options.seed ?? defaultSeed();
  const clock = options.clock ?? (() => new Date(MOCK_NOW));
  const ids = createIdSource();
  const names = resolveWireNames(options.wireNames);
  let seed = cloneSeed(initial);
  /** Stored version of each organization's draft report; absent means a new object (null). */
  const draftVersions = new Map<string, number>();
  /** Envelopes set by stories and tests, served instead of the organization's scenario. */
  const envelopes = new Map<string, JsonObject>();
  const contents = new Map<string, StoredContent>();
  const reports = new Map<string, ExpenseReport>();

  const organization = (person: MockPerson, id: string | undefined): MockOrganization | null => {
    const org = seed.organizations.find((candidate) => candidate.id === id);
    return org && person.organizationIds.includes(org.id) ? org : null;
  };
  const orgNotFound = (id: string | undefined) =>
    fail(404, 'ORGANIZATION_NOT_FOUND', `No organization ${id ?? ''} for this user.`);
  const versionOf = (orgId: string) => draftVersions.get(orgId) ?? null;

  function serveFields(org: MockOrganization): JsonObject {
    const custom = envelopes.get(org.id);
    if (custom) {
      const copy = JSON.parse(JSON.stringify(custom)) as JsonObject;
      const stored = versionOf(org.id);
      // The hidden version field tells the stored version once someone saved (spec 2.7).
      if (stored !== null && Array.isArray(copy.fields)) {
        for (const field of copy.fields)
          if (isJsonObject(field) && field.property === 'version') field.value = stored;
      }
      return copy;
    }
    if (org.scenario === 'allControls') return allControlsEnvelope(org, versionOf(org.id));
    return buildExpenseForm({
      org,
      seed,
      values: new Map(),
      version: versionOf(org.id),
      splitRows: 0,
    });
  }

  function list(
    values: ListValue[],
    sections: ListSection[],
    suggestionIds: string[],
    url: URL,
  ): CustomFieldList {
    const search = url.searchParams.get('searchText')?.trim().toLowerCase() ?? '';
    const filter = url.searchParams.get('filter');
    const order = url.searchParams.get('order') === 'desc' ? -1 : 1;
    const data = values
      .filter((value) => (search ? value.name.toLowerCase().includes(search) : true))
      .filter((value) => (filter ? value.id === filter : true))
      .sort((a, b) => order * a.name.localeCompare(b.name, 'en'));
    const suggestions =
      search || filter
        ? []
        : suggestionIds.flatMap((id) => values.filter((value) => value.id === id));
    return { meta: { count: data.length, total: values.length, sections }, suggestions, data };
  }

  function scanOf(
    bytes: Uint8Array,
    org: MockOrganization | null,
    qr: string | undefined,
  ): ScanResult {
    let hash = 2166136261;
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 16777619) >>> 0;
    const categoryIds = seed.lists.categories?.values.map((value) => value.id).slice(0, 2) ?? [];
    const fiscal = qr ? parseFiscalQr(qr) : null;
    if (fiscal?.valid) {
      return {
        id: ids.next('e1'),
        amount: fiscal.data.grossTotal,
        taxAmount: fiscal.data.vatTotal,
        currency: 'EUR',
        purchaseDate: fiscal.data.documentDate,
        categoryIds,
        ...(categoryIds[0] ? { categoryId: categoryIds[0] } : {}),
      };
    }
    const amount = 50 + (hash % 45000) / 100;
    const day = new Date(clock().getTime() - (hash % 20) * 86_400_000);
    return {
      id: ids.next('e1'),
      amount,
      taxAmount: Math.round(amount * 20) / 100,
      currency: org?.currency ?? 'SEK',
      purchaseDate: day.toISOString().slice(0, 10),
      categoryIds,
      ...(categoryIds[0] ? { categoryId: categoryIds[0] } : {}),
    };
  }

  function reportFrom(
    org: MockOrganization,
    person: MockPerson,
    wire: JsonObject,
    version: number,
  ): ExpenseReport {
    const values = valuesOf(wire);
    const now = clock()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    const id = ids.next('f1');
    const home = homeAmount({ org, seed, values }) ?? 0;
    const distance = values.get('verification.distance');
    const reimbursement =
      kindOf(values) === 'mileage' && typeof distance === 'number'
        ? Math.round(distance * 2.5 * 100) / 100
        : Math.round(home * 100) / 100;
    const recipients = values.get('emailRecipients');
    const granted = {
      canBeDeleted: true,
      canBeRetracted: true,
      canBeSentIn: true,
      canBeEdited: true,
      canRemoveExpenses: true,
      canAddExpenses: true,
    };
    const record = {
      id: ids.next('f2'),
      status: 'NEW' as const,
      personId: person.id,
      organizationId: org.id,
      categoryId:
        typeof values.get('categoryId') === 'string'
          ? (values.get('categoryId') as string)
          : mockId('c2', 0),
      expenseReportId: id,
      dateCreated: now,
      lastUpdated: now,
      version: 1,
      expenseDate: String(
        values.get('verification.purchaseDate') ?? values.get('expenseDate') ?? now.slice(0, 10),
      ),
      reimbursement,
      reimbursementCurrency: org.currency,
      meta: {
        abbreviation: { expenseType: 'ReceiptVerification', isComplete: true, alert: false },
      },
      verification: {
        type: 'ReceiptVerification' as const,
        id: ids.next('f3'),
        amount:
          typeof values.get('verification.amount') === 'number'
            ? (values.get('verification.amount') as number)
            : 0,
        currency: String(values.get('verification.currency') ?? org.currency),
      },
    };
    const facts = {
      status: 'NEW' as const,
      processStatus: 'DRAFT' as const,
      type: 'MANUAL' as const,
      recordStatuses: [record.status],
    };
    return {
      id,
      version,
      name: String(values.get('name') ?? 'Expense report'),
      comment: String(values.get('comment') ?? ''),
      dateCreated: now,
      lastUpdated: now,
      sent: '',
      emailRecipients: Array.isArray(recipients)
        ? recipients.map((entry) => (isJsonObject(entry) ? String(entry.email) : '')).join(', ')
        : '',
      organizationId: org.id,
      personId: person.id,
      approvalChainId: mockId('f4', 1),
      previewUrl: `https://app.expense.test/reports/${id}/preview`,
      reportNumber: `R-${String(reports.size + 1).padStart(5, '0')}`,
      status: 'NEW',
      processStatus: 'DRAFT',
      type: 'MANUAL',
      reimbursement,
      reimbursementCurrency: org.currency,
      expenseRecords: [record],
      customFields: [],
      meta: {
        abbreviation: {
          alert: false,
          reimbursementDescription: `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(reimbursement)} ${org.currency}`,
          userDescription: `${person.firstName} ${person.lastName}`,
          labels: [],
        },
        violations: [],
        approval: { rejectedExpenseRecordIds: [] },
        messages: [],
        capabilities: applyCapabilityRules(granted, facts),
      },
    };
  }

  const operations = {
    carTypes(request: MockRequest): MockReply {
      const org = organization(request.person, request.params.id);
      if (!org) return orgNotFound(request.params.id);
      const category = seed.categories.find(
        (candidate) =>
          candidate.id === request.params.categoryId && candidate.organizationId === org.id,
      );
      if (!category)
        return fail(
          404,
          'CATEGORY_NOT_FOUND',
          `No category ${request.params.categoryId ?? ''} in this organization.`,
        );
      if (category.type !== 'MileageExpenseCategory') {
        return fail(
          400,
          'NOT_A_CAR_SPECIFICATION_CATEGORY',
          `${category.name} is not a mileage category.`,
        );
      }
      return ok(
        list(
          seed.carTypes.values,
          seed.carTypes.sections,
          seed.carTypes.suggestionIds,
          request.url,
        ),
      );
    },

    lists(request: MockRequest): MockReply {
      const org = organization(request.person, request.params.id);
      if (!org) return orgNotFound(request.params.id);
      const source = seed.lists[request.params.name ?? ''];
      if (!source) return fail(404, 'LIST_NOT_FOUND', `No list ${request.params.name ?? ''}.`);
      return ok(list(source.values, source.sections, source.suggestionIds ?? [], request.url));
    },

    getFields(request: MockRequest): MockReply {
      const org = organization(request.person, request.params.id);
      return org ? ok(serveFields(org)) : orgNotFound(request.params.id);
    },

    putFields(request: MockRequest): MockReply {
      const org = organization(request.person, request.params.id);
      if (!org) return orgNotFound(request.params.id);
      if (!isJsonObject(request.json))
        return fail(400, 'INVALID_ENVELOPE', 'The body must be a fields envelope.');
      try {
        parseEnvelope(request.json);
      } catch (error) {
        return fail(
          400,
          'INVALID_ENVELOPE',
          error instanceof EnvelopeError ? error.message : 'The body is not a fields envelope.',
        );
      }
      const command = request.url.searchParams.get(names.commandParam) ?? undefined;
      if (envelopes.has(org.id) || org.scenario !== 'expense') return ok(clearErrors(request.json));
      if (command !== undefined && command !== 'SPLIT')
        return fail(400, 'UNKNOWN_COMMAND', `No command ${command}.`);
      const values = valuesOf(request.json);
      const scanned = scannedOf(request.json);
      const splitRows = renumberSplits(request.json, values);
      const version = values.get('version');
      return ok(
        keepScanned(
          scanned,
          buildExpenseForm({
            org,
            seed,
            values,
            version: typeof version === 'number' ? version : null,
            splitRows,
            ...(command ? { command } : {}),
          }),
        ),
      );
    },

    createReport(request: MockRequest): MockReply {
      const url = request.url;
      if (url.searchParams.get('format') !== 'fields')
        return fail(400, 'UNSUPPORTED_FORMAT', 'Only format=fields is supported.');
      const orgId = url.searchParams.get(names.organizationIdParam) ?? undefined;
      const org = organization(request.person, orgId);
      if (!org) return orgNotFound(orgId);
      if (!isJsonObject(request.json))
        return fail(400, 'INVALID_ENVELOPE', 'The body must be a fields envelope.');
      let envelope;
      try {
        envelope = parseEnvelope(request.json);
      } catch (error) {
        return fail(
          400,
          'INVALID_ENVELOPE',
          error instanceof EnvelopeError ? error.message : 'The body is not a fields envelope.',
        );
      }
      // Spec 2.7: the hidden version is echoed; older than the stored one means someone else saved.
      const sent = envelope.fields.find((field) => field.property === 'version')?.value;
      const stored = versionOf(org.id);
      if (stored !== null && (typeof sent !== 'number' || sent < stored)) {
        return fail(
          409,
          'CONCURRENT_MODIFICATION',
          'The report was changed by someone else since you opened it.',
        );
      }
      const values = valuesOf(request.json);
      const kind = kindOf(values);
      const home = homeAmount({ org, seed, values });
      const outcome = validateReport(envelope, {
        now: clock(),
        overLimit:
          home !== null && home > org.amountLimit
            ? { limit: org.amountLimit, currency: org.currency }
            : null,
        receiptExpected:
          org.scenario === 'expense' && (kind === 'receipt' || kind === 'representation'),
      });
      const saveAnyway = url.searchParams.get(names.saveDespiteWarningsParam) === 'true';
      if (outcome.errorCount > 0 || (outcome.warnings.length > 0 && !saveAnyway)) {
        const reply = toWire({ ...outcome.envelope, validationErrors: outcome.warnings });
        return { status: 400, body: reply };
      }
      const version = (stored ?? 0) + 1;
      const report = reportFrom(org, request.person, request.json, version);
      reports.set(report.id, report);
      draftVersions.delete(org.id);
      for (const value of values.values()) {
        if (isJsonObject(value) && typeof value.id === 'string') {
          const content = contents.get(value.id);
          if (content) content.isTemporary = false;
        }
      }
      return ok(report);
    },

    createContent(request: MockRequest): MockReply {
      const declared = request.headers.get('Content-Type') ?? '';
      const bytes = request.bytes ?? new Uint8Array();
      const check = checkContentType(declared, bytes.subarray(0, 32));
      if (!check.ok) {
        return check.reason === 'unsupported'
          ? fail(
              415,
              'UNSUPPORTED_CONTENT_TYPE',
              `Content-Type ${declared || '(none)'} is not image/* or application/pdf.`,
            )
          : fail(
              400,
              'CONTENT_TYPE_MISMATCH',
              `The bytes are ${check.detected ?? 'not a supported file'}, not ${check.declared}.`,
            );
      }
      const scope = request.url.searchParams.get(names.organizationIdParam);
      let org: MockOrganization | null;
      if (scope) {
        org = organization(request.person, scope);
        if (!org) return orgNotFound(scope);
      } else if (request.person.organizationIds.length > 1) {
        return fail(
          400,
          'ORGANIZATION_REQUIRED',
          'You belong to several organizations: pass organizationId.',
        );
      } else {
        org = organization(request.person, request.person.organizationIds[0]);
      }
      const decode = (name: string) => {
        const raw = request.headers.get(name);
        if (raw === null) return undefined;
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw;
        }
      };
      const qrScan = decode(names.qrScanHeader);
      const id = ids.next('e2');
      const content: StoredContent = {
        id,
        personId: request.person.id,
        contentType: check.contentType,
        isTemporary: true,
        signatureType: null,
        signatureUrl: null,
        name: decode(names.contentNameHeader) ?? `upload-${id.slice(-6)}`,
        description: decode(names.contentDescriptionHeader) ?? '',
        size: bytes.byteLength,
        ...(qrScan !== undefined ? { qrScan } : {}),
        ...(request.url.searchParams.get('action') === 'scan'
          ? { scanResult: scanOf(bytes, org, qrScan) }
          : {}),
      };
      contents.set(id, content);
      const { size: _size, ...resource } = content;
      return ok(resource);
    },

    vatRates(request: MockRequest): MockReply {
      const org = organization(request.person, request.params.organizationId);
      if (!org) return orgNotFound(request.params.organizationId);
      const mode = request.params.vatMode ?? '';
      if (!(STATE_SETS.vatMode as readonly string[]).includes(mode))
        return fail(
          400,
          'INVALID_VAT_MODE',
          `vatMode must be one of ${STATE_SETS.vatMode.join(', ')}.`,
        );
      const rates = seed.vatRates[org.country] ?? [];
      const chosen = mode === 'NO_VAT' ? [] : mode === 'SINGLE_VAT' ? rates.slice(0, 1) : rates;
      const data: VatRate[] = chosen.map((rate, index) => ({
        taxRateId: `${org.country}-${rate}`,
        rate,
        companyTaxRateId: index === 0 ? `company-${org.country}-${rate}` : null,
        salaryCodeId: null,
        accountingNumberId:
          index === 0
            ? (seed.accounts.find((account) => account.organizationId === org.id)?.id ?? null)
            : null,
      }));
      return ok({ meta: { total: data.length, count: data.length }, data });
    },

    deleteAccount(request: MockRequest): MockReply {
      const org = organization(request.person, request.params.id);
      if (!org) return orgNotFound(request.params.id);
      const account = seed.accounts.find(
        (candidate) =>
          candidate.id === request.params.accountId && candidate.organizationId === org.id,
      );
      if (!account)
        return fail(404, 'ACCOUNT_NOT_FOUND', `No account ${request.params.accountId ?? ''}.`);
      if (org.accountsSynced)
        return fail(
          403,
          'ACCOUNTS_SYNCED',
          'Accounting numbers are synced from an external system.',
        );
      account.state = 'inactive';
      return { status: 204 };
    },

    listOrganizations(request: MockRequest): MockReply {
      const organizations = seed.v0Organizations.filter((org) =>
        request.person.administrates.includes(org.id),
      );
      return ok({
        organizations,
        serverTime: clock()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
      });
    },

    upsertOrganization(request: MockRequest): MockReply {
      const externalId = request.params.externalId ?? '';
      const payload = request.json;
      if (!isJsonObject(payload))
        return fail(400, 'INVALID_PAYLOAD', 'The body must be an organization payload.');
      if (typeof payload.externalSourceId === 'string' && payload.externalSourceId !== externalId) {
        return fail(400, 'EXTERNAL_ID_MISMATCH', 'externalSourceId differs from the path.');
      }
      const now = clock()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z');
      const existing = seed.v0Organizations.find((org) => org.externalSourceId === externalId);
      const merge = (org: Organization) => {
        for (const key of ['name', 'vat'] as const)
          if (typeof payload[key] === 'string') org[key] = payload[key] as string;
        if (isJsonObject(payload.settings))
          (org as unknown as JsonObject).settings = {
            ...((org as unknown as JsonObject).settings as JsonObject),
            ...payload.settings,
          };
        if (isJsonObject(payload.address))
          (org as unknown as JsonObject).address = {
            ...((org as unknown as JsonObject).address as JsonObject),
            ...payload.address,
          };
        org.lastUpdated = now;
        return org;
      };
      if (existing) return ok(merge(existing));
      if (payload.className === undefined)
        return fail(
          400,
          'CLASS_NAME_REQUIRED',
          `className is required when creating; use ${COMPANY_CLASS}.`,
        );
      if (payload.className !== COMPANY_CLASS)
        return fail(400, 'INVALID_CLASS_NAME', `className must be ${COMPANY_CLASS} when creating.`);
      const created: Organization = {
        id: ids.next('90'),
        externalSourceId: externalId,
        className: COMPANY_CLASS,
        classType: COMPANY_CLASS,
        lastUpdated: now,
        dateCreated: now,
        status: 'INCOMPLETE',
        name: '',
        vat: '',
        phone: '',
        clientApplicationId: 'client-app-1',
        supportAccessEndDate: now,
        sendEventToExternalSystem: null,
        iconUrl: 'https://api.expense.test/static/icons/org.png',
        partnerId: typeof payload.partnerCode === 'string' ? payload.partnerCode : 'partner-1',
        partnerName: 'Nordic Partner',
      };
      seed.v0Organizations.push(merge(created));
      request.person.administrates.push(created.id);
      return ok(created);
    },

    deleteOrganization(request: MockRequest): MockReply {
      const index = seed.v0Organizations.findIndex((org) => org.id === request.params.internalId);
      if (index < 0)
        return fail(
          404,
          'ORGANIZATION_NOT_FOUND',
          `No organization ${request.params.internalId ?? ''}.`,
        );
      seed.v0Organizations.splice(index, 1);
      return ok({});
    },
  };

  return {
    operations,
    wireNames: names,
    /** Finds the person behind a bearer token. */
    personOf(token: string | null): MockPerson | null {
      const id = token ? seed.tokens[token] : undefined;
      return seed.people.find((person) => person.id === id) ?? null;
    },
    /** The seed as it is now (mutated by upserts, deletes). */
    get seed(): MockSeed {
      return seed;
    },
    contents,
    reports,
    /** Serves this wire envelope for the organization's GET fields (re-calls echo it). */
    setEnvelope(organizationId: string, envelope: JsonObject): void {
      envelopes.set(organizationId, JSON.parse(JSON.stringify(envelope)) as JsonObject);
    },
    /** Someone else saved the draft: its stored version goes up, so an older one gets 409. */
    bumpVersion(organizationId: string): number {
      const next = (versionOf(organizationId) ?? 0) + 1;
      draftVersions.set(organizationId, next);
      return next;
    },
    /** The stored draft version (null for a new report). */
    draftVersion: versionOf,
    reset(): void {
      seed = cloneSeed(initial);
      draftVersions.clear();
      envelopes.clear();
      contents.clear();
      reports.clear();
      ids.reset();
    },
  };
}

/** The state object of a mock service. */
export type MockState = ReturnType<typeof createMockState>;

function clearErrors(envelope: JsonObject): JsonObject {
  const walk = (fields: JsonValue | undefined): JsonValue | undefined =>
    Array.isArray(fields)
      ? fields.map((field) =>
          isJsonObject(field)
            ? {
                ...field,
                ...('error' in field ? { error: null } : {}),
                ...('errorText' in field ? { errorText: null } : {}),
                ...(field.fields ? { fields: walk(field.fields) as JsonValue } : {}),
              }
            : field,
        )
      : fields;
  const { validationErrors: _dropped, ...rest } = envelope;
  return { ...rest, fields: walk(envelope.fields) as JsonValue };
}

/** Properties the client marked `scanned` (filled from a receipt), with the value it sent. */
function scannedOf(envelope: JsonObject): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  const walk = (fields: JsonValue | undefined) => {
    if (!Array.isArray(fields)) return;
    for (const field of fields) {
      if (!isJsonObject(field)) continue;
      if (field.scanned === true && typeof field.property === 'string')
        out.set(field.property, field.value ?? null);
      walk(field.fields);
    }
  };
  walk(envelope.fields);
  return out;
}

/** The service keeps the scanned marker of a value it was sent unchanged. */
function keepScanned(scanned: Map<string, JsonValue>, envelope: JsonObject): JsonObject {
  if (scanned.size === 0) return envelope;
  const walk = (fields: JsonValue | undefined): JsonValue | undefined =>
    Array.isArray(fields)
      ? fields.map((field) => {
          if (!isJsonObject(field)) return field;
          const marked =
            typeof field.property === 'string' &&
            scanned.has(field.property) &&
            JSON.stringify(scanned.get(field.property)) === JSON.stringify(field.value ?? null);
          return {
            ...field,
            ...(marked ? { scanned: true } : {}),
            ...(field.fields ? { fields: walk(field.fields) as JsonValue } : {}),
          };
        })
      : fields;
  return { ...envelope, fields: walk(envelope.fields) as JsonValue };
}
