import { ErrorSummary, FormStatus, RemainingFields, SubmitButton } from '../../../src/index';
import { typedFields } from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';
import type { MockReportFields } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
/** The parts typed by the mock report's generated fields: a misspelt property does not compile. */
const report = typedFields<MockReportFields>();

/**
 * The screen's own words: "Total incl. VAT" and its help replace the server's label, and the
 * field keeps its required mark, its message and its accessible name ("Total incl. VAT
 * (required)"). The comment sits below the name in a column of the screen's own, at the theme's gap.
 */
export function Example({ locale }: { locale?: string }) {
  return (
    <report.FieldsForm
      locale={locale}
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
    >
      <ErrorSummary />
      <div className="ef-grid">
        <div>
          <report.FormField property="name" label="Trip" />
          <report.FormField property="comment" />
        </div>
        <report.FormField
          property="verification.amount"
          label="Total incl. VAT"
          help="As on the receipt, VAT included."
        />
      </div>
      <RemainingFields />
      <FormStatus only="save" />
      <SubmitButton />
    </report.FieldsForm>
  );
}
