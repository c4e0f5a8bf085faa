import { Fragment } from 'react';
import type { FiscalQrData } from '../core/receipts/fiscalQr';
import type { FormMessages } from '../i18n/messages';
import { fiscalSummary, type FiscalSummary } from './fiscalSummary';

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
  return fiscalSummaryView(fiscalSummary(data, messages, locale));
}

/**
 * The default look of a fiscal summary's words (what `useReceiptControl` gives as `fiscal`).
 *
 * @example
 * receipt.fiscal ? fiscalSummaryView(receipt.fiscal) : null;
 */
export function fiscalSummaryView(summary: FiscalSummary) {
  return (
    <section className="ef-qr-summary" aria-label={summary.title}>
      <h3 className="ef-alert-title">{summary.title}</h3>
      <dl>
        {summary.rows.map((row, index) => (
          <Fragment key={index}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
