import { numberFormat } from '../core/values/locale/intlFormats';

/**
 * A file size as a person reads it, in the locale: "4.2 MB", "610 kB", "980 byte".
 *
 * @example
 * fileSize(4_404_019, 'en'); // '4.2 MB'
 */
export function fileSize(bytes: number, locale: string): string {
  const [unit, value] =
    bytes >= 1_000_000
      ? ['megabyte', bytes / 1_000_000]
      : bytes >= 1000
        ? ['kilobyte', bytes / 1000]
        : ['byte', bytes];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value);
}
