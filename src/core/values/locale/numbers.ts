/** Locale-aware number reading and writing for DOUBLE and INTEGER (ARCHITECTURE.md "Values"). */
import { numberFormat } from './intlFormats';

interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, Separators>();

/**
 * The decimal and group separators of a locale, e.g. `,` and a no-break space for `sv`.
 *
 * @example
 * separatorsOf('pt').decimal; // ','
 */
export function separatorsOf(locale: string): Separators {
  let cached = separatorCache.get(locale);
  if (!cached) {
    const parts = numberFormat(locale).formatToParts(1234567.5);
    cached = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separatorCache.set(locale, cached);
  }
  return cached;
}

/** Result of reading a typed number. */
export type NumberReading =
  { ok: true; value: number | null; decimals: number } | { ok: false; reason: 'number' };

/**
 * Group marks read as nothing: spaces of every kind (fi, sv, nb, pl use a no-break space, fr a
 * narrow one; people type a plain one) and apostrophes (de-CH writes `1’234.50`, people type `'`).
 */
const SPACES = /[\s\u00a0\u202f'\u2019]/g;

/**
 * Reads a number as a person types it in a locale (its full tag: `de-CH` groups with `’` and
 * writes `.`): `12 345,50` in fi, sv, nb, fr, pl; `12.345,50` in de, nl, es, da, pt; `12.50` or
 * `1,234.5` in en. A lone `.` is also read as the decimal mark where the locale uses `,`, since numeric
 * keypads type it. Empty input reads as null.
 *
 * @example
 * readLocaleNumber('1 234,5', 'sv'); // { ok: true, value: 1234.5, decimals: 1 }
 */
export function readLocaleNumber(text: string, locale: string): NumberReading {
  const { decimal, group } = separatorsOf(locale);
  let compact = text
    .trim()
    .replace(SPACES, '')
    .replace(/^\u2212/, '-');
  if (compact === '') return { ok: true, value: null, decimals: 0 };
  if (decimal === ',') {
    if (compact.includes(',') && compact.includes('.')) {
      // "1.234,50": dots can only be group marks, in groups of three.
      if (!/^[+-]?\d{1,3}(\.\d{3})*,\d*$/.test(compact)) return { ok: false, reason: 'number' };
      compact = compact.replace(/\./g, '');
    }
    compact = compact.replace(',', '.');
  } else if (group === ',' && compact.includes(',')) {
    if (!/^[+-]?\d{1,3}(,\d{3})*(\.\d*)?$/.test(compact)) return { ok: false, reason: 'number' };
    compact = compact.replace(/,/g, '');
  }
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(compact)) return { ok: false, reason: 'number' };
  const value = Number(compact);
  if (!Number.isFinite(value)) return { ok: false, reason: 'number' };
  const fraction = compact.split('.')[1] ?? '';
  return {
    ok: true,
    value: Object.is(value, -0) ? 0 : value,
    decimals: fraction.replace(/0+$/, '').length,
  };
}

/**
 * Writes a number for editing in a locale, without grouping: `12,50` in sv with two decimals.
 * Shows every decimal the value has, so editing never rounds a server value.
 *
 * @example
 * writeLocaleNumber(12.5, 'pt', 2); // '12,50'
 */
export function writeLocaleNumber(value: number, locale: string, maxDecimals?: number): string {
  const decimals = decimalsOf(value);
  const minimum = maxDecimals !== undefined && decimals <= maxDecimals ? maxDecimals : 0;
  return numberFormat(locale, {
    useGrouping: false,
    minimumFractionDigits: minimum,
    maximumFractionDigits: Math.max(decimals, minimum, 0),
  }).format(value);
}

/**
 * Formats a number for display in a locale, with grouping.
 *
 * @example
 * displayLocaleNumber(1234.5, 'en', 2); // '1,234.50'
 */
export function displayLocaleNumber(value: number, locale: string, maxDecimals?: number): string {
  const decimals = decimalsOf(value);
  return numberFormat(locale, {
    minimumFractionDigits: maxDecimals !== undefined && decimals <= maxDecimals ? maxDecimals : 0,
    maximumFractionDigits: Math.max(decimals, maxDecimals ?? 0),
  }).format(value);
}

function decimalsOf(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent)
    return Math.min(20, Number(exponent[1]) + (text.split('e')[0]?.split('.')[1]?.length ?? 0));
  return text.split('.')[1]?.length ?? 0;
}
