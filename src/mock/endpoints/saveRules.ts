import { applyCapabilityRules } from '../../core/wire/capabilities';
import { parseEnvelope, toWire } from '../../core/wire/envelope';
import { EnvelopeError } from '../../core/wire/errors';
import { numberFormat } from '../../core/values/locale/intlFormats';
import { isJsonObject } from '../../core/wire/json';
import type {
  ExpenseRecord,
  ExpenseReport,
  FieldsEnvelope,
  JsonObject,
  JsonValue,
} from '../../core/wire/model/types';
import { mockId } from '../service/ids';
import {
  fail,
  type MockContext,
  type MockReply,
  type MockRequest,
  type SavedObjectEntry,
} from '../service/mockContext';
import { homeAmount, kindOf } from '../scenarios/expenseForm';
import { expenseKindOf } from '../scenarios/scenarioFor';
import { valuesOf } from '../scenarios/wireField';
import type { MockOrganization, MockPerson } from '../service/seed';
import { validateReport } from './validation';

/** A save's body, read: the canonical envelope and the wire JSON it came from. */
export interface SaveBody {
  envelope: FieldsEnvelope;
  wire: JsonObject;
}

/**
 * What every save of the mock applies, creates and updates of reports and expenses alike: the
 * body must be an envelope, a stale version is a 409, field errors and warnings answer 400 with
 * the envelope, and the saved objects are built the same way.
 *
 * @example
 * const rules = saveRules(context);
 * const refused = rules.judge(request, org, body, context.names.saveDespiteWarningsParam);
 */
export function saveRules(context: MockContext) {
  const nowText = () =>
    context
      .clock()
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');

  function reimbursementOf(org: MockOrganization, values: Map<string, JsonValue>): number {
    const home = homeAmount({ org, seed: context.seed, values }) ?? 0;
    const distance = values.get('verification.distance');
    return kindOf(values) === 'mileage' && typeof distance === 'number'
      ? Math.round(distance * 2.5 * 100) / 100
      : Math.round(home * 100) / 100;
  }

  function recordFrom(
    org: MockOrganization,
    person: MockPerson,
    values: Map<string, JsonValue>,
    expenseReportId: string,
    version = 1,
  ): ExpenseRecord {
    const reimbursement = reimbursementOf(org, values);
    const now = nowText();
    return {
      id: context.ids.next('f2'),
      status: 'NEW' as const,
      personId: person.id,
      organizationId: org.id,
      categoryId:
        typeof values.get('categoryId') === 'string'
          ? (values.get('categoryId') as string)
          : mockId('c2', 0),
      expenseReportId,
      dateCreated: now,
      lastUpdated: now,
      version,
      expenseDate: String(
        values.get('verification.purchaseDate') ?? values.get('expenseDate') ?? now.slice(0, 10),
      ),
      reimbursement,
      reimbursementCurrency: org.currency,
      meta: {
        abbreviation: {
          expenseType: kindOf(values) === 'mileage' ? 'CarSpecification' : 'ReceiptVerification',
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
  }

  function reportFrom(
    org: MockOrganization,
    person: MockPerson,
    wire: JsonObject,
    version: number,
  ): ExpenseReport {
    const values = valuesOf(wire);
    const now = nowText();
    const id = context.ids.next('f1');
    const reimbursement = reimbursementOf(org, values);
    const recipients = values.get('emailRecipients');
    const granted = {
      canBeDeleted: true,
      canBeRetracted: true,
      canBeSentIn: true,
      canBeEdited: true,
      canRemoveExpenses: true,
      canAddExpenses: true,
    };
    const record = recordFrom(org, person, values, id);
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
    reportFrom,
    recordFrom,
    /** The body of a save as an envelope, or the 400 that says why it is not one. */
    readBody(request: MockRequest): SaveBody | MockReply {
      if (!isJsonObject(request.json))
        return fail(400, 'INVALID_ENVELOPE', 'The body must be a fields envelope.');
      try {
        return { envelope: parseEnvelope(request.json), wire: request.json };
      } catch (error) {
        return fail(
          400,
          'INVALID_ENVELOPE',
          error instanceof EnvelopeError ? error.message : 'The body is not a fields envelope.',
        );
      }
    },
    /** Spec 2.7: a version other than the stored one means someone else saved: 409. */
    staleVersion(
      envelope: FieldsEnvelope,
      stored: number | null,
      checked: boolean,
    ): MockReply | null {
      const sent = envelope.fields.find((field) => field.property === 'version')?.value;
      if (!checked || sent === stored) return null;
      return fail(
        409,
        'CONCURRENT_MODIFICATION',
        'The object was changed by someone else since you opened it.',
      );
    },
    /** Field errors, and warnings unless the flag says save anyway: a 400 with the envelope. */
    judge(
      request: MockRequest,
      org: MockOrganization,
      body: SaveBody,
      saveAnywayParam: string,
    ): MockReply | null {
      const values = valuesOf(body.wire);
      const kind = kindOf(values);
      const home = homeAmount({ org, seed: context.seed, values });
      const outcome = validateReport(body.envelope, {
        now: context.clock(),
        overLimit:
          home !== null && home > org.amountLimit
            ? { limit: org.amountLimit, currency: org.currency }
            : null,
        receiptExpected:
          expenseKindOf(org.scenario) !== null && (kind === 'receipt' || kind === 'representation'),
      });
      const saveAnyway = request.url.searchParams.get(saveAnywayParam) === 'true';
      if (outcome.errorCount === 0 && (outcome.warnings.length === 0 || saveAnyway)) return null;
      return {
        status: 400,
        body: toWire({ ...outcome.envelope, validationErrors: outcome.warnings }),
      };
    },
    /** Stores what was saved (served again for editing); its receipts stop being temporary. */
    keep(id: string, entry: SavedObjectEntry): void {
      context.saved.set(id, entry);
      for (const value of valuesOf(entry.wire).values()) {
        if (isJsonObject(value) && typeof value.id === 'string') {
          const content = context.contents.get(value.id);
          if (content) content.isTemporary = false;
        }
      }
    },
  };
}
