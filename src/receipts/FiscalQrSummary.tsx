import type { FiscalQrData } from '../core/receipts/fiscalQr';
import { displayCalendarDate } from '../core/values/locale/dates';
import type { FormMessages } from '../i18n/messages';
import { numberFormat } from '../core/values/locale/intlFormats';

/**
 * The summary of a fiscal QR code shown to the user: issuer NIF, date, gross total and VAT.
 *
 * @example
 * <FiscalQrSummary data={result.data} messages={messages} locale="pt" />
 */
export function FiscalQrSummary({
  data,
  messages,
  locale,
}: {
  data: FiscalQrData;
  messages: FormMessages;
  locale: string;
}) {
  const money = (value: number) =>
    numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
  return (
    <section className="ef-qr-summary" aria-label={messages.qrTitle}>
      <h3 className="ef-alert-title">{messages.qrTitle}</h3>
      <dl>
        <dt>{messages.qrIssuer}</dt>
        <dd>{data.issuerNif}</dd>
        <dt>{messages.qrDate}</dt>
        <dd>{displayCalendarDate(data.documentDate, locale)}</dd>
        <dt>{messages.qrTotal}</dt>
        <dd>{money(data.grossTotal)}</dd>
        <dt>{messages.qrVat}</dt>
        <dd>{money(data.vatTotal)}</dd>
      </dl>
    </section>
  );
}
