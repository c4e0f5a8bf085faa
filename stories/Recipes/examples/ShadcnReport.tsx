import { FieldsForm } from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { shadcnControls } from '../../../src/looks/shadcn/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/**
 * The report in shadcn/ui: Radix primitives and Tailwind classes coloured by the app's shadcn
 * variables (`--primary`, `--destructive`, …); the app's CSS adds one `@source` line for them.
 */
export function Example({ locale }: { locale?: string }) {
  return (
    <FieldsForm
      controls={shadcnControls}
      locale={locale}
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
    />
  );
}
