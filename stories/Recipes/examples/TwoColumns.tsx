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
/** The parts typed by the mock report's generated fields: a misspelt property does not compile. */
const report = typedFields<MockReportFields>();

/** The name and the amount side by side (one column on a phone), then the rest in server order. */
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
        <report.FormField property="name" />
        <report.FormField property="verification.amount" />
      </div>
      <RemainingFields />
      <FormStatus only="save" />
      <SubmitButton />
    </report.FieldsForm>
  );
}
