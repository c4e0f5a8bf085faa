import { numberFormat } from './locale/intlFormats';

/**
 * An amount in its currency, with the field's decimals when it has them ("SEK 6,000.00",
 * "6 000,00 kr" in sv): how an amount field shows while idle, and how a review or a change
 * summary shows it. A code `Intl` does not know gives the number without it.
 *
 * @example
 * formatInCurrency(1200, 'SEK', 'en', 2); // 'SEK 1,200.00'
 */
export function formatInCurrency(
  value: number,
  currency: string,
  locale: string,
  decimals?: number,
): string {
  try {
    return numberFormat(locale, {
      style: 'currency',
      currency,
      ...(decimals === undefined
        ? {}
        : { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
    }).format(value);
  } catch {
    return numberFormat(locale, { maximumFractionDigits: decimals ?? 20 }).format(value);
  }
}

/**
 * A currency field's value when it is an ISO 4217 code (`SEK`), else undefined: only a code
 * shows an amount in a currency.
 *
 * @example
 * currencyCode('EUR'); // 'EUR'
 */
export function currencyCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value) ? value : undefined;
}
