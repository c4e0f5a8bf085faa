import type { JsonObject, JsonValue } from '../../core/wire/model/types';
import type { MockOrganization, MockSeed } from '../service/seed';
import { versionField, wireField } from './wireField';

/** The four verification options of spec 2.10, plus representation (a receipt with guests). */
export type ExpenseKind = 'receipt' | 'mileage' | 'perDiem' | 'representation';

const KINDS: Record<ExpenseKind, string> = {
  receipt: 'Receipt',
  mileage: 'Mileage',
  perDiem: 'Per diem',
  representation: 'Representation',
};

/** What the form builder reads: the organization, the values carried over, and the command. */
export interface ExpenseFormInput {
  org: MockOrganization;
  seed: MockSeed;
  values: ReadonlyMap<string, JsonValue>;
  version: number | null;
  /** Number of split rows the incoming envelope had (0 when not split). */
  splitRows: number;
  /** A command being run, e.g. `SPLIT`. */
  command?: string;
}

const SPLIT_COMMAND = {
  text: 'Split expense',
  confirmationRequired: true,
  confirmationText: 'Split this amount into two rows with their own categories?',
  command: 'SPLIT',
};

const listUrl = (org: MockOrganization, name: string) =>
  `/api/v1/expense/me/organizations/${org.id}/lists/${name}`;

/**
 * The expense kind a form is for: the value of `verification.type`, receipt by default.
 *
 * @example
 * kindOf(new Map([['verification.type', 'mileage']])); // 'mileage'
 */
export function kindOf(values: ReadonlyMap<string, JsonValue>): ExpenseKind {
  const value = values.get('verification.type');
  return typeof value === 'string' && value in KINDS ? (value as ExpenseKind) : 'receipt';
}

/**
 * Property of the INFORMATION notice a re-call adds for an amount over the limit. A save's reply
 * replaces it with the over-limit warning on the amount (`validateReport`): the user is told once.
 */
export const AMOUNT_LIMIT_NOTICE = 'information.amountLimit';

/**
 * Home-currency value of a receipt amount, for the limit rule.
 *
 * @example
 * homeAmount({ org, seed, values }); // 1140 for 100 EUR in a SEK organization
 */
export function homeAmount(
  input: Pick<ExpenseFormInput, 'org' | 'seed' | 'values'>,
): number | null {
  const amount = input.values.get('verification.amount');
  if (typeof amount !== 'number') return null;
  const currency = input.values.get('verification.currency');
  if (typeof currency !== 'string' || currency === input.org.currency) return amount;
  return amount * (input.seed.exchangeRates[input.org.currency]?.[currency] ?? 1);
}

/**
 * Builds the "new expense report" envelope the mock serves, applying its re-call rules:
 * - the expense type (a LIST with `requiresUpdate`) switches the field set;
 * - a foreign currency adds an exchange-rate field;
 * - an amount over the organization's limit adds an INFORMATION warning;
 * - the `SPLIT` command (with confirmation) splits the amount into removable rows.
 * Values the client sent are carried over by property.
 *
 * @example
 * const wire = buildExpenseForm({ org, seed, values: new Map(), version: null, splitRows: 0 });
 */
export function buildExpenseForm(input: ExpenseFormInput): JsonObject {
  const { org, values } = input;
  const kind = kindOf(values);
  const keep = (property: string, fallback: JsonValue = null): JsonValue =>
    values.has(property) ? (values.get(property) as JsonValue) : fallback;
  const fields: JsonObject[] = [
    wireField('name', 'TEXT', 'Report name', { mandatory: true, value: keep('name') }),
    wireField('verification.type', 'LIST', 'Expense type', {
      mandatory: true,
      value: kind,
      url: listUrl(org, 'expenseTypes'),
      requiresUpdate: true,
      data: { id: kind, name: KINDS[kind] },
    }),
  ];

  if (kind === 'receipt' || kind === 'representation') fields.push(...receiptFields(input, keep));
  if (kind === 'representation') {
    fields.push(
      wireField('verification.representation.guests', 'GUEST_LIST', 'Guests', {
        mandatory: true,
        value: keep('verification.representation.guests', []),
      }),
      wireField('verification.representation.numberOfGuests', 'INTEGER', 'Number of guests', {
        value: keep('verification.representation.numberOfGuests'),
      }),
      wireField('verification.representation.includesLiquor', 'SWITCH', 'Includes alcohol', {
        value: keep('verification.representation.includesLiquor', false),
      }),
    );
  }
  if (kind === 'mileage') {
    const category = input.seed.categories.find(
      (candidate) =>
        candidate.organizationId === org.id && candidate.type === 'MileageExpenseCategory',
    );
    fields.push(
      wireField('expenseDate', 'DATE', 'Travel date', {
        mandatory: true,
        value: keep('expenseDate'),
      }),
      wireField('verification.carType', 'LIST', 'Car type', {
        mandatory: true,
        value: keep('verification.carType'),
        url: category
          ? `/api/v1/expense/me/organizations/${org.id}/categories/${category.id}/cartypes`
          : listUrl(org, 'missing'),
      }),
      wireField('verification.distance', 'DOUBLE', 'Distance (km)', {
        mandatory: true,
        maxDecimals: 1,
        value: keep('verification.distance'),
      }),
      wireField('verification.route', 'TEXT', 'Route', { value: keep('verification.route') }),
    );
  }
  if (kind === 'perDiem') {
    fields.push(
      wireField('verification.specification', 'FIELD_GROUP', 'Trip', {
        fields: [
          wireField('verification.specification[0].date1', 'DATE_TIME', 'Departure', {
            mandatory: true,
            value: keep('verification.specification[0].date1'),
          }),
          wireField('verification.specification[0].date2', 'DATE_TIME', 'Return', {
            mandatory: true,
            value: keep('verification.specification[0].date2'),
          }),
        ],
      }),
      wireField('verification.destination', 'TEXT', 'Destination', {
        mandatory: true,
        value: keep('verification.destination'),
      }),
    );
  }
  fields.push(
    wireField('comment', 'MULTI_LINE_TEXT', 'Comment', { value: keep('comment') }),
    wireField('emailRecipients', 'RECIPIENT_LIST', 'Send a copy to', {
      value: keep('emailRecipients', []),
    }),
    versionField(input.version),
  );
  return { fields, meta: { capabilities: null, sections: null, summary: null } };
}

function receiptFields(
  input: ExpenseFormInput,
  keep: (property: string, fallback?: JsonValue) => JsonValue,
): JsonObject[] {
  const { org } = input;
  const currency =
    typeof input.values.get('verification.currency') === 'string'
      ? (input.values.get('verification.currency') as string)
      : org.currency;
  const currencyName =
    input.seed.lists.currencies?.values.find((value) => value.id === currency)?.name ?? currency;
  const rows =
    input.command === 'SPLIT'
      ? Math.max(2, input.splitRows + (input.splitRows > 0 ? 1 : 0))
      : input.splitRows >= 2
        ? input.splitRows
        : 0;
  const out: JsonObject[] = [
    wireField('verification.purchaseDate', 'DATE', 'Purchase date', {
      mandatory: true,
      value: keep('verification.purchaseDate'),
    }),
    wireField('verification.amount', 'DOUBLE', 'Amount', {
      mandatory: true,
      maxDecimals: 2,
      value: keep('verification.amount'),
      requiresUpdate: true,
      commands: rows > 0 ? [] : [SPLIT_COMMAND],
    }),
    wireField('verification.currency', 'LIST', 'Currency', {
      mandatory: true,
      value: currency,
      url: `/api/v1/expense/me/organizations/${org.id}/lists/currencies`,
      requiresUpdate: true,
      data: { id: currency, name: currencyName },
    }),
  ];
  if (currency !== org.currency) {
    const rate = input.seed.exchangeRates[org.currency]?.[currency] ?? 1;
    out.push(
      wireField('verification.exchangeRate', 'DOUBLE', `Exchange rate to ${org.currency}`, {
        mandatory: true,
        maxDecimals: 4,
        value: keep('verification.exchangeRate', rate),
      }),
    );
  }
  const home = homeAmount(input);
  if (home !== null && home > org.amountLimit) {
    out.push(
      wireField(
        AMOUNT_LIMIT_NOTICE,
        'INFORMATION',
        `Amounts over ${org.amountLimit} ${org.currency} need your manager's approval.`,
        {
          informationType: 'warning',
          dismissible: true,
        },
      ),
    );
  }
  out.push(
    wireField('verification.taxAmount', 'DOUBLE', 'VAT amount', {
      maxDecimals: 2,
      value: keep('verification.taxAmount'),
    }),
  );
  if (rows > 0) out.push(splitGroup(input, rows));
  else
    out.push(
      wireField('categoryId', 'LIST', 'Category', {
        mandatory: true,
        value: keep('categoryId'),
        url: `/api/v1/expense/me/organizations/${org.id}/lists/categories`,
      }),
    );
  out.push(
    wireField('verification.receiptAttachment', 'CONTENT_HOLDER', 'Receipt', {
      value: keep('verification.receiptAttachment'),
      ...(org.country === 'PT' ? { qrCodeSupported: true } : {}),
    }),
    wireField('verification.description', 'MULTI_LINE_TEXT', 'Description', {
      value: keep('verification.description'),
    }),
  );
  return out;
}

function splitGroup(input: ExpenseFormInput, rows: number): JsonObject {
  const total = input.values.get('verification.amount');
  const share = typeof total === 'number' ? Math.round((total / rows) * 100) / 100 : null;
  return wireField('verification.splits', 'FIELD_GROUP', 'Split rows', {
    replacementText: 'No rows left: the amount is not split.',
    fields: Array.from({ length: rows }, (_, index) => {
      const base = `verification.splits[${index}]`;
      const amount = input.values.get(`${base}.amount`);
      return wireField(base, 'FIELD_GROUP', `Row ${index + 1}`, {
        removable: true,
        fields: [
          wireField(`${base}.amount`, 'DOUBLE', 'Amount', {
            mandatory: true,
            maxDecimals: 2,
            value: typeof amount === 'number' && input.command !== 'SPLIT' ? amount : share,
          }),
          wireField(`${base}.categoryId`, 'LIST', 'Category', {
            mandatory: true,
            value: input.values.get(`${base}.categoryId`) ?? input.values.get('categoryId') ?? null,
            url: `/api/v1/expense/me/organizations/${input.org.id}/lists/categories`,
          }),
        ],
      });
    }),
  });
}

/**
 * The split rows a wire envelope still has, renumbered from 0 so that values follow their rows
 * after the client removed one (a removable group goes back to the server as a re-call).
 *
 * @example
 * const rows = renumberSplits(requestBody, values);
 */
export function renumberSplits(envelope: JsonObject, values: Map<string, JsonValue>): number {
  const fields = Array.isArray(envelope.fields) ? envelope.fields : [];
  const group = fields.find(
    (field) =>
      typeof field === 'object' &&
      field !== null &&
      !Array.isArray(field) &&
      field.property === 'verification.splits',
  ) as JsonObject | undefined;
  const rows = Array.isArray(group?.fields) ? (group.fields as JsonObject[]) : [];
  const moved = rows.map((row) => {
    const prefix = String(row.property);
    return [...values]
      .filter(([property]) => property.startsWith(`${prefix}.`))
      .map(([property, value]) => [property.slice(prefix.length), value] as const);
  });
  for (const property of [...values.keys()])
    if (property.startsWith('verification.splits[')) values.delete(property);
  moved.forEach((entries, index) => {
    for (const [suffix, value] of entries)
      values.set(`verification.splits[${index}]${suffix}`, value);
  });
  return rows.length;
}
