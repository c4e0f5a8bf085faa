import { createExpenseClient, isExpenseReport } from '../../src/core/index';
import { FieldsDevtools } from '../../src/devtools/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../src/mock/index';
import type { MockReportFields } from '../../src/mock/index';
import { FormStatus, SubmitButton, typedFields } from '../../src/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
/** The parts typed by the mock report's generated fields: a misspelt property does not compile. */
const report = typedFields<MockReportFields>();

/** The amount as a big number input of our own: the form's value, message and ARIA. */
function BigAmount() {
  const amount = report.useField('verification.amount');
  if (!amount.item) return null;
  return (
    <div className="ef-field">
      <label htmlFor={amount.ids.input}>{amount.item.name} (SEK)</label>
      <input
        {...amount.inputProps}
        className="ef-input"
        style={{ fontSize: '2rem' }}
        inputMode="decimal"
        value={String(amount.value ?? '')}
        onChange={(event) => amount.setValue(event.target.value)}
        onBlur={amount.commit}
      />
      {amount.message && (
        <p id={amount.ids.message} className="ef-error">
          {amount.message.text}
        </p>
      )}
    </div>
  );
}

/** A compact "quick expense" card on the headless form: its own layout and its own button. */
export function QuickExpense({ locale }: { locale?: string }) {
  const form = report.useFieldsForm({
    source: { organizationId: MOCK_IDS.swedishOrg, client },
    locale,
  });
  const created = form.report && isExpenseReport(form.report) ? form.report.reportNumber : null;
  return (
    <report.FieldsFormProvider form={form}>
      <section aria-labelledby="quick-title" className="ef-theme" style={{ maxWidth: '24rem' }}>
        <h2 id="quick-title">Quick expense</h2>
        <report.FormField property="name" />
        <BigAmount />
        <FormStatus />
        <SubmitButton>Send for approval</SubmitButton>
        <p role="status">{created ? `Created ${created}` : ''}</p>
      </section>
      {/* Development builds only: the exchanges of this form (Storybook shows them in its panel). */}
      {import.meta.env.DEV && <FieldsDevtools />}
    </report.FieldsFormProvider>
  );
}
