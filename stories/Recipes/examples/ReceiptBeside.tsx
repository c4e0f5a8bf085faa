import {
  ErrorSummary,
  FormStatus,
  RemainingFields,
  SubmitButton,
  typedFields,
} from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';
import type { MockReportFields } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
/** The parts typed by the mock report's generated fields. */
const report = typedFields<MockReportFields>();

/** The receipt (its picker and preview) in one column, every other field in the other. */
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
        <aside aria-label="Receipt preview">
          <report.FormField property="verification.receiptAttachment" />
        </aside>
        <div>
          <RemainingFields />
        </div>
      </div>
      <FormStatus only="save" />
      <SubmitButton />
    </report.FieldsForm>
  );
}
