import { isJsonObject } from '../../core/wire/json';
import type {
  ExpenseRecord,
  ExpenseReport,
  JsonObject,
  JsonValue,
} from '../../core/wire/model/types';
import { clearErrors, keepScanned, scannedOf } from '../service/envelopeMarks';
import { fieldsFormatRefused } from './fieldsFormat';
import {
  fail,
  ok,
  type MockContext,
  type MockReply,
  type MockRequest,
  type SavedObjectEntry,
} from '../service/mockContext';
import { saveRules, type SaveBody } from './saveRules';
import { buildExpenseForm, renumberSplits } from '../scenarios/expenseForm';
import { valuesOf } from '../scenarios/wireField';
import type { MockOrganization, MockPerson } from '../service/seed';

/** The expense types the mock serves in the fields format, and the mock's form for each. */
const EXPENSE_KINDS: Record<string, 'receipt' | 'mileage'> = {
  ReceiptVerification: 'receipt',
  CarSpecification: 'mileage',
};

/**
 * Stored reports and single expenses in the fields format: a saved report is served
 * again with its version by `GET expensereports/{id}?format=fields` and updated with
 * `PUT expensereports/{id}?format=fields` (409 when the version is stale; without
 * `format=fields`, 400 as every fields route); expenses by type (receipt, mileage) are loaded, re-called, created and
 * updated like reports.
 *
 * @example
 * const operations = { ...storedEndpoints(context) };
 */
export function storedEndpoints(context: MockContext) {
  const rules = saveRules(context);

  /** A saved object of the person's organizations, and that organization. */
  function savedOf(request: MockRequest, id: string | undefined, kind: 'report' | 'expense') {
    const entry = id === undefined ? undefined : context.saved.get(id);
    const org = entry ? context.organization(request.person, entry.orgId) : null;
    if (!entry || !org || (entry.expenseType === undefined) !== (kind === 'report')) return null;
    return { entry, org };
  }
  const notFound = (what: string, id: string | undefined) =>
    fail(404, `${what.toUpperCase()}_NOT_FOUND`, `No ${what} ${id ?? ''} for this user.`);

  /** The envelope a saved object was saved from, with its current version and no errors. */
  function served(wire: JsonObject, version: number | undefined): JsonObject {
    const copy = clearErrors(JSON.parse(JSON.stringify(wire)) as JsonObject);
    if (Array.isArray(copy.fields))
      for (const field of copy.fields)
        if (isJsonObject(field) && field.property === 'version') field.value = version ?? null;
    return copy;
  }

  /** The expense form of a type: the report form of its kind without the report's own fields. */
  function expenseForm(
    org: MockOrganization,
    type: string,
    wire: JsonObject | null,
    command?: string,
  ): JsonObject {
    const values = wire ? valuesOf(wire) : new Map<string, JsonValue>();
    values.set('verification.type', EXPENSE_KINDS[type] ?? 'receipt');
    const version = values.get('version');
    const form = buildExpenseForm({
      org,
      seed: context.seed,
      values,
      version: typeof version === 'number' ? version : null,
      splitRows: wire ? renumberSplits(wire, values) : 0,
      ...(command ? { command } : {}),
    });
    const fields = (form.fields as JsonObject[])
      .filter((field) => field.property !== 'name')
      // The type is the endpoint's: kept hidden, so the envelope says what it is.
      .map((field) =>
        field.property === 'verification.type' ? { ...field, visible: false } : field,
      );
    return wire ? keepScanned(scannedOf(wire), { ...form, fields }) : { ...form, fields };
  }

  /** The expense type of a request, when the mock serves it. */
  const typeOf = (type: string | null | undefined) => (type && EXPENSE_KINDS[type] ? type : null);
  const unsupported = (type: string | null | undefined) =>
    fail(404, 'EXPENSE_TYPE_NOT_FOUND', `The mock serves no expense type ${type ?? ''}.`);

  /** GET a saved report or expense: the envelope it was saved from, at its current version. */
  const load =
    (kind: 'report' | 'expense', param: string) =>
    (request: MockRequest): MockReply => {
      const refused = fieldsFormatRefused(request);
      if (refused) return refused;
      const found = savedOf(request, request.params[param], kind);
      if (!found) return notFound(kind, request.params[param]);
      return ok(served(found.entry.wire, found.entry.object.version));
    };

  /**
   * PUT a saved report or expense: a stale version is a 409, errors and warnings a 400 with the
   * envelope (the update's own save-anyway flag), otherwise the object at the next version.
   */
  const update =
    (
      kind: 'report' | 'expense',
      param: string,
      build: (
        body: SaveBody,
        entry: SavedObjectEntry,
        org: MockOrganization,
        version: number,
        person: MockPerson,
      ) => ExpenseReport | ExpenseRecord,
    ) =>
    (request: MockRequest): MockReply => {
      const wrongFormat = fieldsFormatRefused(request);
      if (wrongFormat) return wrongFormat;
      const found = savedOf(request, request.params[param], kind);
      if (!found) return notFound(kind, request.params[param]);
      const { entry, org } = found;
      const body = rules.readBody(request);
      if ('status' in body) return body;
      const version = entry.object.version ?? 1;
      const refused =
        rules.staleVersion(body.envelope, version, true) ??
        rules.judge(request, org, body, context.names.updateSaveDespiteWarningsParam);
      if (refused) return refused;
      const object = {
        ...build(body, entry, org, version + 1, request.person),
        id: entry.object.id,
      };
      if (kind === 'report') context.reports.set(object.id, object as ExpenseReport);
      rules.keep(object.id, { ...entry, wire: body.wire, object });
      return ok(object);
    };

  return {
    getStoredReport: load('report', 'reportId'),
    updateReport: update('report', 'reportId', (body, entry, org, version, person) => {
      const before = entry.object as ExpenseReport;
      return {
        ...rules.reportFrom(org, person, body.wire, version),
        reportNumber: before.reportNumber,
        dateCreated: before.dateCreated,
      };
    }),
    getStoredExpense: load('expense', 'expenseId'),
    updateExpense: update('expense', 'expenseId', (body, entry, org, version, person) =>
      rules.recordFrom(org, person, valuesOf(body.wire), '', version),
    ),

    getExpenseFields(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      if (!org) return context.orgNotFound(request.params.id);
      const type = typeOf(request.params.type);
      return type ? ok(expenseForm(org, type, null)) : unsupported(request.params.type);
    },

    putExpenseFields(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      if (!org) return context.orgNotFound(request.params.id);
      const type = typeOf(request.params.type);
      if (!type) return unsupported(request.params.type);
      const body = rules.readBody(request);
      if ('status' in body) return body;
      const command = request.url.searchParams.get(context.names.commandParam) ?? undefined;
      if (command !== undefined && command !== 'SPLIT')
        return fail(400, 'UNKNOWN_COMMAND', `No command ${command}.`);
      return ok(expenseForm(org, type, body.wire, command));
    },

    createExpense(request: MockRequest): MockReply {
      const wrongFormat = fieldsFormatRefused(request);
      if (wrongFormat) return wrongFormat;
      const { searchParams } = request.url;
      const orgId = searchParams.get(context.names.organizationIdParam) ?? undefined;
      const org = context.organization(request.person, orgId);
      if (!org) return context.orgNotFound(orgId);
      const type = typeOf(searchParams.get(context.names.expenseTypeParam));
      if (!type) return unsupported(searchParams.get(context.names.expenseTypeParam));
      const body = rules.readBody(request);
      if ('status' in body) return body;
      const refused = rules.judge(request, org, body, context.names.saveDespiteWarningsParam);
      if (refused) return refused;
      const record = rules.recordFrom(org, request.person, valuesOf(body.wire), '');
      rules.keep(record.id, { wire: body.wire, orgId: org.id, object: record, expenseType: type });
      return ok(record);
    },
  };
}
