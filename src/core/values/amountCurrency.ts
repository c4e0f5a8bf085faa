import { fieldKey } from '../wire/fieldIndex';

/**
 * The form key of the currency an amount is in: the `currency` field beside it
 * (`verification.amount` → `verification.currency`, spec 2.9's verification), or null for a
 * number that is not an amount.
 *
 * @example
 * currencyKeyFor('verification.taxAmount'); // the key of 'verification.currency'
 */
export function currencyKeyFor(property: string): string | null {
  if (!/amount$/i.test(property)) return null;
  const dot = property.lastIndexOf('.');
  return fieldKey(`${dot >= 0 ? property.slice(0, dot + 1) : ''}currency`);
}

/** True for a form key whose field holds a currency that amounts are shown in. */
export function isCurrencyKey(key: string): boolean {
  return /currency$/i.test(key);
}
