import { ChangeSummary, FieldsForm, RemainingFields } from '../../../src/index';
import { createExpenseClient, parseEnvelope } from '../../../src/core/index';
import {
  MOCK_BASE_URL,
  MOCK_IDS,
  MOCK_NOW,
  MOCK_TOKEN,
  scenarioEnvelope,
} from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** The version the approver saw last (an app keeps it): a name, and version 1 of the report. */
const lastSeen = parseEnvelope({
  ...scenarioEnvelope('receipt'),
  fields: (scenarioEnvelope('receipt').fields as { property: string }[]).map((field) =>
    field.property === 'name'
      ? { ...field, value: 'Conference in Oslo' }
      : field.property === 'version'
        ? { ...field, value: 1 }
        : field,
  ),
});

/** Changes against an envelope the app kept, the invisible fields (the version) included. */
export function Example({ locale }: { locale?: string }) {
  return (
    <FieldsForm
      locale={locale}
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
    >
      <ChangeSummary base={lastSeen} showInvisible />
      <RemainingFields />
    </FieldsForm>
  );
}
