import { useState } from 'react';
import { createExpenseClient } from '../../src/core/http/client';
import { FieldsDevtools, type DevtoolsMock } from '../../src/devtools';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../src/mock';
import {
  ErrorSummary,
  FieldsFormProvider,
  RemainingFields,
  SubmitButton,
  useFieldsForm,
  type FieldsFormApi,
} from '../../src/index';

/**
 * A report screen on the mock with the devtools embedded beside it, given the form's session (so
 * the panel is there before the first load). `onForm` hands the test the headless form.
 */
export function DevtoolsScreen({
  mock,
  onForm,
}: {
  mock: DevtoolsMock;
  onForm: (form: FieldsFormApi) => void;
}) {
  const [source] = useState(() => ({
    organizationId: MOCK_IDS.swedishOrg,
    client: createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN }),
  }));
  const form = useFieldsForm({ source, drafts: false });
  onForm(form);
  return (
    <main style={{ display: 'grid', gridTemplateColumns: '1fr 2fr', gap: '1rem' }}>
      <FieldsFormProvider form={form}>
        <form aria-label="New expense report" onSubmit={(event) => event.preventDefault()}>
          <ErrorSummary />
          <RemainingFields />
          <SubmitButton />
        </form>
      </FieldsFormProvider>
      <FieldsDevtools session={form.engine} mock={mock} mode="embedded" defaultOpen />
    </main>
  );
}
