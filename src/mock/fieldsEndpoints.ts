import { applyCapabilityRules } from '../core/capabilities';
import { parseEnvelope, toWire } from '../core/envelope';
import { EnvelopeError } from '../core/errors';
import { isJsonObject } from '../core/json';
import type { ExpenseReport, JsonObject } from '../core/types';
import { numberFormat } from '../core/intlFormats';
import { clearErrors, keepScanned, scannedOf } from './envelopeMarks';
import { mockId } from './ids';
import { fail, ok, type MockContext, type MockReply, type MockRequest } from './mockContext';
import { allControlsEnvelope } from './scenarios/allControls';
import { buildExpenseForm, homeAmount, kindOf, renumberSplits } from './scenarios/expenseForm';
import { valuesOf } from './scenarios/wireField';
import type { MockOrganization, MockPerson } from './seed';
import { validateReport } from './validation';

/**
 * The fields endpoints (spec 4.2): GET and PUT fields (re-calls and commands) and report creation
 * with validation, warnings and the optimistic-lock version.
 *
 * @example
 * const operations = { ...fieldsEndpoints(context) };
 */
export function fieldsEndpoints(context: MockContext) {
  function serveFields(org: MockOrganization): JsonObject {
    const custom = context.envelopes.get(org.id);
    if (custom) {
      const copy = JSON.parse(JSON.stringify(custom)) as JsonObject;
      const stored = context.versionOf(org.id);
      // The hidden version field tells the stored version once someone saved (spec 2.7).
      if (stored !== null && Array.isArray(copy.fields)) {
        for (const field of copy.fields)
          if (isJsonObject(field) && field.property === 'version') field.value = stored;
      }
      return copy;
    }
    if (org.scenario === 'allControls') return allControlsEnvelope(org, context.versionOf(org.id));
    return buildExpenseForm({
      org,
      seed: context.seed,
      values: new Map(),
      version: context.versionOf(org.id),
      splitRows: 0,
    });
  }

  function reportFrom(
    org: MockOrganization,
    person: MockPerson,
    wire: JsonObject,
    version: number,
  ): ExpenseReport {
    const values = valuesOf(wire);
    const now = context
      .clock()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    const id = context.ids.next('f1');
    const home = homeAmount({ org, seed: context.seed, values }) ?? 0;
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
      id: context.ids.next('f2'),
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
        abbreviation: {
          expenseType: 'ReceiptVerification',
          expenseTypeDescription: kindOf(values) === 'mileage' ? 'Mileage allowance' : 'Receipt',
          isComplete: true,
          alert: false,
        },
      },
      verification: {
        type: 'ReceiptVerification' as const,
        id: context.ids.next('f3'),
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
      reportNumber: `R-${String(context.reports.size + 1).padStart(5, '0')}`,
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
          reimbursementDescription: `${numberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(reimbursement)} ${org.currency}`,
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

  return {
    getFields(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      return org ? ok(serveFields(org)) : context.orgNotFound(request.params.id);
    },

    putFields(request: MockRequest): MockReply {
      const org = context.organization(request.person, request.params.id);
      if (!org) return context.orgNotFound(request.params.id);
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
      const command = request.url.searchParams.get(context.names.commandParam) ?? undefined;
      if (context.envelopes.has(org.id) || org.scenario !== 'expense')
        return ok(clearErrors(request.json));
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
            seed: context.seed,
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
      const orgId = url.searchParams.get(context.names.organizationIdParam) ?? undefined;
      const org = context.organization(request.person, orgId);
      if (!org) return context.orgNotFound(orgId);
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
      const stored = context.versionOf(org.id);
      if (stored !== null && (typeof sent !== 'number' || sent < stored)) {
        return fail(
          409,
          'CONCURRENT_MODIFICATION',
          'The report was changed by someone else since you opened it.',
        );
      }
      const values = valuesOf(request.json);
      const kind = kindOf(values);
      const home = homeAmount({ org, seed: context.seed, values });
      const outcome = validateReport(envelope, {
        now: context.clock(),
        overLimit:
          home !== null && home > org.amountLimit
            ? { limit: org.amountLimit, currency: org.currency }
            : null,
        receiptExpected:
          org.scenario === 'expense' && (kind === 'receipt' || kind === 'representation'),
      });
      const saveAnyway = url.searchParams.get(context.names.saveDespiteWarningsParam) === 'true';
      if (outcome.errorCount > 0 || (outcome.warnings.length > 0 && !saveAnyway)) {
        const reply = toWire({ ...outcome.envelope, validationErrors: outcome.warnings });
        return { status: 400, body: reply };
      }
      const version = (stored ?? 0) + 1;
      const report = reportFrom(org, request.person, request.json, version);
      context.reports.set(report.id, report);
      context.draftVersions.delete(org.id);
      for (const value of values.values()) {
        if (isJsonObject(value) && typeof value.id === 'string') {
          const content = context.contents.get(value.id);
          if (content) content.isTemporary = false;
        }
      }
      return ok(report);
    },
  };
}
