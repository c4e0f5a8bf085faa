import type { FiscalQrData } from '../core/receipts/fiscalQr';
import { displayCalendarDate } from '../core/values/locale/dates';
import { numberFormat } from '../core/values/locale/intlFormats';
import type { FormMessages } from '../i18n/messages';

/** A fiscal QR code's summary in words: its title and its rows, written in the form's locale. */
export interface FiscalSummary {
  title: string;
  rows: readonly { label: string; value: string }[];
}

/**
 * What a fiscal QR code says, in the words every look shows: issuer NIF, date, gross total and VAT
 * (amounts in euros, the code's currency).
 *
 * @example
 * fiscalSummary(data, messages, 'pt').rows[2]; // { label: 'Total', value: '12,30 €' }
 */
export function fiscalSummary(
  data: FiscalQrData,
  messages: FormMessages,
  locale: string,
): FiscalSummary {
  const money = (value: number) =>
    numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
  return {
    title: messages.qrTitle,
    rows: [
      { label: messages.qrIssuer, value: data.issuerNif },
      { label: messages.qrDate, value: displayCalendarDate(data.documentDate, locale) },
      { label: messages.qrTotal, value: money(data.grossTotal) },
      { label: messages.qrVat, value: money(data.vatTotal) },
    ],
  };
}
