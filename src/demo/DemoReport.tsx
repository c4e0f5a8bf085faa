import { useEffect, useRef } from 'react';
import { numberFormat } from '../core/values/locale/intlFormats';
import type { ExpenseReport, ReportStatus } from '../core/wire/model/types';

/** What a person calls each report status (spec 3.1). */
const STATUS_WORDS: Record<ReportStatus, string> = {
  NEW: 'Draft, not sent yet',
  NORMAL: 'Draft, not sent yet',
  READY_TO_SEND: 'Ready to send',
  SEND: 'Being sent',
  SENT: 'Sent for approval',
  APPROVAL: 'Waiting for approval',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  TRANSFER: 'Being paid',
  BULK_TRANSFER: 'Being paid',
  TRANSFER_TO_RECIPIENT: 'Being paid',
  PAID: 'Paid',
  ERROR: 'Needs attention',
};

/** An amount with its currency, in the page's language: "SEK 1,250.00". */
function money(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The created report as a person reads it (spec 2.8): number, status, amount, its expenses. */
export function DemoReport({
  report,
  locale,
  onEdit,
  onAnother,
}: {
  report: ExpenseReport;
  locale: string;
  onEdit: () => void;
  onAnother: () => void;
}) {
  // The form that had focus is gone: the report's heading takes it, so a screen reader reads on.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="ef-demo-report" aria-labelledby="demo-report-title">
      <h2 id="demo-report-title" ref={heading} tabIndex={-1}>
        {report.name || 'Untitled report'}
      </h2>
      <dl>
        <dt>Report number</dt>
        <dd>{report.reportNumber}</dd>
        <dt>Status</dt>
        <dd>{STATUS_WORDS[report.status] ?? report.status}</dd>
        <dt>To be reimbursed</dt>
        <dd>{money(report.reimbursement, report.reimbursementCurrency, locale)}</dd>
      </dl>
      <h3>Expenses</h3>
      {report.expenseRecords.length === 0 ? (
        <p>No expenses yet.</p>
      ) : (
        <ul>
          {report.expenseRecords.map((record) => {
            const about = record.meta.abbreviation;
            return (
              <li key={record.id}>
                {about?.expenseDescription ?? about?.expenseTypeDescription ?? 'Expense'}
                {', '}
                {money(record.reimbursement, record.reimbursementCurrency, locale)}
                {record.expenseDate ? `, ${record.expenseDate.slice(0, 10)}` : ''}
              </li>
            );
          })}
        </ul>
      )}
      <div className="ef-actions">
        <button type="button" className="ef-button" data-variant="secondary" onClick={onEdit}>
          Edit this report
        </button>
        <button type="button" className="ef-button" onClick={onAnother}>
          New report
        </button>
      </div>
    </section>
  );
}
