import {
  ErrorSummary,
  FieldsForm,
  FormField,
  FormStatus,
  RemainingFields,
  SubmitButton,
} from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** The name and the amount side by side (one column on a phone), then the rest in server order. */
export function Example({ locale }: { locale?: string }) {
  return (
    <FieldsForm
      locale={locale}
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
    >
      <ErrorSummary />
      <div className="ef-grid">
        <FormField property="name" />
        <FormField property="verification.amount" />
      </div>
      <RemainingFields />
      <FormStatus only="save" />
      <SubmitButton />
    </FieldsForm>
  );
}
