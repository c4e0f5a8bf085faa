import { useState } from 'react';
import { createExpenseClient } from '../../src/core/index';
import { FieldsDevtools, type DevtoolsMock } from '../../src/devtools/index';
import {
  DraftNotice,
  ErrorSummary,
  FieldsFormProvider,
  FormStatus,
  RemainingFields,
  SubmitButton,
  useFieldsForm,
} from '../../src/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../src/mock/index';

/**
 * A report screen with the devtools beside it: embedded and open, or as the floating button in
 * the corner. The devtools get the session itself (`form.engine`) from the first render, so the
 * first load is on the timeline (embedded: open at once); placed inside `<FieldsForm>`, they would
 * mount with the fields, after the load.
 */
export function ReportWithDevtools({
  mock,
  mode = 'embedded',
}: {
  mock: DevtoolsMock;
  mode?: 'embedded' | 'floating';
}) {
  // One source for the screen's life: a new source is a new session (and a new load).
  const [source] = useState(() => ({
    organizationId: MOCK_IDS.swedishOrg,
    client: createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN }),
  }));
  const form = useFieldsForm({
    source,
    now: () => new Date(MOCK_NOW),
    drafts: false,
  });
  return (
    <div style={{ display: 'grid', gap: '1rem' }}>
      <FieldsFormProvider form={form}>
        <form
          className="ef-form"
          aria-label="Expense report"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <DraftNotice />
          <ErrorSummary />
          <RemainingFields />
          <FormStatus />
          <SubmitButton />
        </form>
      </FieldsFormProvider>
      {import.meta.env.DEV && (
        <FieldsDevtools
          session={form.engine}
          mode={mode}
          defaultOpen={mode === 'embedded'}
          mock={mock}
        />
      )}
    </div>
  );
}
