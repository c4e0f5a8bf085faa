import { isCalendarDate, readInstant, readUtcMinutes } from '../../core/values/locale/dates';
import { indexFields, mapFields, withoutField } from '../../core/wire/fieldIndex';
import { isJsonObject } from '../../core/wire/json';
import type {
  FieldItem,
  FieldsEnvelope,
  JsonValue,
  ValidationError,
} from '../../core/wire/model/types';
import { isEmailAddress } from '../../core/values/codecs';
import { AMOUNT_LIMIT_NOTICE } from '../scenarios/expenseForm';

/** What the rules need to know besides the envelope. */
export interface ValidationInput {
  now: Date;
  /** Home-currency amount over the organization's limit: a warning. */
  overLimit: { limit: number; currency: string } | null;
  /** The expense needs a receipt: missing one is a warning. */
  receiptExpected: boolean;
}

/** The envelope with errors set, and what was found. */
export interface ValidationOutcome {
  envelope: FieldsEnvelope;
  errorCount: number;
  warnings: ValidationError[];
}

const MESSAGES: Record<string, string> = {
  REQUIRED: 'This field is required.',
  INVALID_NUMBER: 'Enter a number.',
  INVALID_INTEGER: 'Enter a whole number.',
  NEGATIVE_AMOUNT: 'The amount cannot be negative.',
  INVALID_DATE: 'Enter a valid date.',
  FUTURE_DATE: 'The date cannot be later than today.',
  INVALID_EMAIL: 'One of the addresses is not a valid e-mail address.',
  GUEST_NAME_REQUIRED: 'Every guest needs a name.',
  RETURN_BEFORE_DEPARTURE: 'The return is before the departure.',
  TAX_EXCEEDS_AMOUNT: 'The VAT amount is larger than the amount.',
};

const isEmpty = (value: JsonValue) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0);
const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

function instantOf(item: FieldItem): Date | null {
  if (typeof item.value !== 'string') return null;
  return /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(item.value)
    ? readUtcMinutes(item.value)
    : readInstant(item.value);
}

function checkField(item: FieldItem, input: ValidationInput): string | null {
  const value = item.value;
  if (item.mandatory && isEmpty(value)) return 'REQUIRED';
  if (value === null) return null;
  switch (item.controlType) {
    case 'DOUBLE':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'INVALID_NUMBER';
      if (item.maxDecimals !== undefined && decimalsOf(value) > item.maxDecimals)
        return 'TOO_MANY_DECIMALS';
      return /(amount|tip|taxAmount)$/i.test(item.property) && value < 0 ? 'NEGATIVE_AMOUNT' : null;
    case 'INTEGER':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? null
        : 'INVALID_INTEGER';
    case 'DATE':
      if (typeof value !== 'string' || !isCalendarDate(value.slice(0, 10))) return 'INVALID_DATE';
      return !item.allowFutureDates && value.slice(0, 10) > input.now.toISOString().slice(0, 10)
        ? 'FUTURE_DATE'
        : null;
    case 'DATE_TIME': {
      const instant = instantOf(item);
      if (!instant) return 'INVALID_DATE';
      return !item.allowFutureDates && instant.getTime() > input.now.getTime()
        ? 'FUTURE_DATE'
        : null;
    }
    case 'RECIPIENT_LIST':
      return Array.isArray(value) &&
        value.every(
          (entry) =>
            isJsonObject(entry) && typeof entry.email === 'string' && isEmailAddress(entry.email),
        )
        ? null
        : 'INVALID_EMAIL';
    case 'GUEST_LIST':
      return Array.isArray(value) &&
        value.every(
          (entry) =>
            isJsonObject(entry) && typeof entry.name === 'string' && entry.name.trim() !== '',
        )
        ? null
        : 'GUEST_NAME_REQUIRED';
    default:
      return null;
  }
}

/**
 * The mock's report rules (spec 4.2): mandatory and format rules on every shown field, errors set
 * as `error`/`errorText` on the fields; cross-field rules; and non-blocking warnings.
 *
 * @example
 * const { envelope, errorCount, warnings } = validateReport(parsed, { now, overLimit: null, receiptExpected: true });
 */
export function validateReport(
  envelope: FieldsEnvelope,
  input: ValidationInput,
): ValidationOutcome {
  const codes = new Map<FieldItem, string>();
  const shown = indexFields(envelope).filter((entry) => entry.shown);
  const byProperty = new Map(shown.map((entry) => [entry.item.property, entry.item]));
  for (const { item } of shown) {
    const code = checkField(item, input);
    if (code) codes.set(item, code);
  }
  const date1 = byProperty.get('verification.specification[0].date1');
  const date2 = byProperty.get('verification.specification[0].date2');
  if (date1 && date2 && !codes.has(date1) && !codes.has(date2)) {
    const [from, to] = [instantOf(date1), instantOf(date2)];
    if (from && to && to.getTime() < from.getTime()) codes.set(date2, 'RETURN_BEFORE_DEPARTURE');
  }
  const amount = byProperty.get('verification.amount');
  const tax = byProperty.get('verification.taxAmount');
  if (
    amount &&
    tax &&
    typeof amount.value === 'number' &&
    typeof tax.value === 'number' &&
    tax.value > amount.value &&
    !codes.has(tax)
  ) {
    codes.set(tax, 'TAX_EXCEEDS_AMOUNT');
  }
  const checked = mapFields(envelope, (item) => {
    const code = codes.get(item);
    if (code) {
      const text =
        code === 'TOO_MANY_DECIMALS'
          ? `Use at most ${item.maxDecimals} decimals.`
          : (MESSAGES[code] ?? code);
      return { ...item, error: code, errorText: text };
    }
    return item.error || item.errorText ? { ...item, error: null, errorText: null } : item;
  });
  const warnings: ValidationError[] = [];
  let answered = checked;
  if (input.overLimit) {
    // The warning on the amount says what the re-call's notice said: the reply drops the notice,
    // so the user reads it once, on the field it is about.
    const notice = checked.fields.find((item) => item.property === AMOUNT_LIMIT_NOTICE);
    if (notice) answered = withoutField(checked, notice);
    warnings.push({
      property: 'verification.amount',
      code: 'AMOUNT_OVER_LIMIT',
      message: `The amount is over the limit of ${input.overLimit.limit} ${input.overLimit.currency}; your manager must approve it.`,
      level: 'WARNING',
    });
  }
  const attachment = byProperty.get('verification.receiptAttachment');
  if (input.receiptExpected && attachment && isEmpty(attachment.value)) {
    warnings.push({
      property: 'verification.receiptAttachment',
      code: 'RECEIPT_MISSING',
      message: 'No receipt is attached.',
      level: 'WARNING',
    });
  }
  return { envelope: answered, errorCount: codes.size, warnings };
}
