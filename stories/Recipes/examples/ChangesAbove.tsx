import { ChangeSummary, FieldsForm, RemainingFields, SubmitButton } from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** What changed since the form was loaded, live above the fields. */
export function Example({ locale }: { locale?: string }) {
  return (
    <FieldsForm
      locale={locale}
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
    >
      <ChangeSummary />
      <RemainingFields />
      <SubmitButton />
    </FieldsForm>
  );
}
