// Dates and numbers for a locale, and the Intl formatters they share (made once per locale).
export { readLocaleNumber, writeLocaleNumber } from './numbers';
export { numberFormat, dateTimeFormat } from './intlFormats';
