import { createExpenseClient } from '../../../src/core/index';
import { FieldsDevtools } from '../../../src/devtools/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../../src/mock/index';
import { FieldsForm, RemainingFields, SubmitButton } from '../../../src/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** A report with the devtools' button in the corner while developing. */
export function ReportWithDevtoolsButton() {
  return (
    <FieldsForm source={{ organizationId: MOCK_IDS.swedishOrg, client }} drafts={false}>
      <RemainingFields />
      <SubmitButton />
      {/* Vite: false in production builds, and the devtools' import is then dropped. */}
      {import.meta.env.DEV && <FieldsDevtools />}
    </FieldsForm>
  );
}
