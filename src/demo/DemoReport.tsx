import type { ExpenseReport } from '../core/types';

/** The created report (spec 2.8): status, reimbursement and capabilities. */
export function DemoReport({
  report,
  onAnother,
}: {
  report: ExpenseReport;
  onAnother: () => void;
}) {
  const capabilities = Object.entries(report.meta.capabilities ?? {});
  return (
    <section className="ef-demo-report" aria-labelledby="demo-report-title">
      <h2 id="demo-report-title">Report {report.reportNumber} created</h2>
      <dl>
        <dt>Name</dt>
        <dd>{report.name}</dd>
        <dt>Status</dt>
        <dd>
          {report.status} / {report.processStatus}
        </dd>
        <dt>Reimbursement</dt>
        <dd>
          {report.meta.abbreviation?.reimbursementDescription ??
            `${report.reimbursement} ${report.reimbursementCurrency}`}
        </dd>
        <dt>Version</dt>
        <dd>{report.version}</dd>
      </dl>
      <h3>Capabilities</h3>
      <ul>
        {capabilities.map(([name, allowed]) => (
          <li key={name}>
            {name}: {allowed ? 'yes' : 'no'}
          </li>
        ))}
      </ul>
      <button type="button" className="ef-button" onClick={onAnother}>
        New report
      </button>
    </section>
  );
}
