import { FieldsForm } from '../../../src/index';
import { parseEnvelope, type FieldsEnvelope } from '../../../src/core/index';
import { scenarioEnvelope } from '../../../src/mock/index';

/** A stored report (every control type), with a receipt attached whose file opens. */
function storedReport(changes: Record<string, unknown> = {}): FieldsEnvelope {
  const values: Record<string, unknown> = {
    'verification.receiptAttachment': {
      id: 'c0ffee00c0ffee00c0ffee00c0ffee00',
      contentType: 'image/png',
      signatureUrl: `${location.origin}/sample-receipt.png`,
      name: 'dinner-receipt.png',
    },
    ...changes,
  };
  const wire = scenarioEnvelope('allControls');
  const withValues = (fields: unknown): unknown =>
    (fields as { property: string; fields?: unknown }[]).map((field) => ({
      ...field,
      ...(field.property in values ? { value: values[field.property] } : {}),
      ...(field.fields ? { fields: withValues(field.fields) } : {}),
    }));
  return parseEnvelope({ ...wire, fields: withValues(wire.fields) });
}

const report = storedReport();
/** The version the approver saw last: another amount, lunch provided, no copy to finance. */
const lastApproved = storedReport({
  'verification.amount': 1200,
  'verification.specification[0].meals.lunch': true,
  emailRecipients: [],
});

/** The report as an approver reads it: text, not inputs; with `withBase`, what changed. */
export function Example({ locale, withBase = false }: { locale?: string; withBase?: boolean }) {
  return (
    <FieldsForm
      locale={locale}
      source={{
        transport: {
          load: async () => report,
          recall: () => Promise.reject(new Error('A review sends nothing.')),
          command: () => Promise.reject(new Error('A review sends nothing.')),
          submit: () => Promise.reject(new Error('A review sends nothing.')),
        },
        key: 'approver-review',
      }}
      mode="review"
      base={withBase ? lastApproved : null}
      label="Expense report R-00012"
    />
  );
}

/** The same review against the version approved last. */
export function WithBase({ locale }: { locale?: string }) {
  return <Example locale={locale} withBase />;
}

/** The review on an A4-wide sheet, as it prints (the theme's print styles). */
export function PrintPreview({ locale }: { locale?: string }) {
  return (
    <div style={{ width: '21cm', padding: '1cm', border: '1px solid #999' }}>
      <button type="button" className="ef-button" onClick={() => window.print()}>
        Print
      </button>
      <Example locale={locale} />
    </div>
  );
}
