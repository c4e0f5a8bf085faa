/** The most fraction digits every engine's `Intl.NumberFormat` takes (see `numberFormat`). */
const ENGINE_DIGITS = 20;

/** Formatters made once per locale and options: building one costs far more than using it. */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * A cached `Intl.NumberFormat` (a 1000-field form formats a number per field on mount).
 *
 * @example
 * numberFormat('sv', { maximumFractionDigits: 2 }).format(12.5); // '12,5'
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  // ES2023 allows 100 fraction digits; Node 20's engine throws past 20. A double holds about 17
  // significant digits, so the cap changes no digit shown.
  if (
    (options.maximumFractionDigits ?? 0) > ENGINE_DIGITS ||
    (options.minimumFractionDigits ?? 0) > ENGINE_DIGITS
  )
    options = {
      ...options,
      minimumFractionDigits: Math.min(options.minimumFractionDigits ?? 0, ENGINE_DIGITS),
      maximumFractionDigits: Math.min(options.maximumFractionDigits ?? 0, ENGINE_DIGITS),
    };
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

// The first number or date a page formats loads ICU's data: 20–35 ms in Chromium on the bench's
// machine, paid once per page by whichever call comes first. The page's first idle moment after
// this module loads pays it instead (a form waits for its envelope then), so a form shown later
// does not (ARCHITECTURE.md "Mount"; a page that never idles before its form pays it as before).
if (typeof requestIdleCallback === 'function')
  requestIdleCallback(() => {
    numberFormat('en').format(1);
    dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
  });
