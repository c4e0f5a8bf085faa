/** Formatters made once per locale and options: building one costs far more than using it. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * A cached `Intl.NumberFormat` (a 1000-field form formats a number per field on mount).
 *
 * @example
 * numberFormat('sv', { maximumFractionDigits: 2 }).format(12.5); // '12,5'
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/**
 * A cached `Intl.DateTimeFormat`.
 *
 * @example
 * dateTimeFormat('pt', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}) {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
