import { useState } from 'react';
import {
  ErrorSummary,
  FieldsFormProvider,
  FormField,
  FormStatus,
  SubmitButton,
  useFieldsForm,
} from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** One step per top-level FIELD_GROUP of the envelope, in server order; save on the last. */
export function Example({ locale }: { locale?: string }) {
  const form = useFieldsForm({
    locale,
    source: { organizationId: MOCK_IDS.swedishOrg, client },
    now: () => new Date(MOCK_NOW),
    drafts: false,
  });
  const [step, setStep] = useState(0);
  const steps = (form.envelope?.fields ?? []).filter(
    (item) => item.controlType === 'FIELD_GROUP' && item.visible,
  );
  const current = steps[Math.min(step, steps.length - 1)];
  const last = step >= steps.length - 1;
  return (
    <FieldsFormProvider form={form}>
      {current ? (
        <form
          className="ef-form"
          aria-label={`Step ${step + 1} of ${steps.length}`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit();
          }}
        >
          <ErrorSummary />
          <FormField key={current.property} property={current.property} />
          <FormStatus only="save" />
          <div className="ef-actions">
            {step > 0 ? (
              <button type="button" className="ef-button" onClick={() => setStep(step - 1)}>
                Back
              </button>
            ) : null}
            {last ? (
              <SubmitButton />
            ) : (
              <button type="button" className="ef-button" onClick={() => setStep(step + 1)}>
                Next
              </button>
            )}
          </div>
        </form>
      ) : (
        <FormStatus only="load" />
      )}
    </FieldsFormProvider>
  );
}
