import { RemainingFields, SubmitButton, typedFields } from '../../../src/index';
import { createExpenseClient } from '../../../src/core/index';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_NOW, MOCK_TOKEN } from '../../../src/mock/index';
import type { MockReportFields } from '../../../src/mock/index';

const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
/** The parts typed by the mock report's generated fields. */
const report = typedFields<MockReportFields>();

/** The app's own amount input: the field's value, message and ARIA come from `useField`. */
function AmountInput() {
  const field = report.useField('verification.amount');
  if (!field.item) return null;
  return (
    <div className="ef-field" aria-busy={field.busy || undefined}>
      <label htmlFor={field.ids.input} id={field.ids.label}>
        {field.item.name} {field.required ? '(required)' : ''}
      </label>
      <input
        {...field.inputProps}
        className="ef-input"
        inputMode="decimal"
        defaultValue={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.commit}
      />
      {field.message ? (
        <p id={field.ids.message} className="ef-message">
          {field.message.text}
        </p>
      ) : null}
    </div>
  );
}

export function Example({ locale }: { locale?: string }) {
  return (
    <report.FieldsForm
      locale={locale}
      source={{ organizationId: MOCK_IDS.swedishOrg, client }}
      label="Expense report"
      now={() => new Date(MOCK_NOW)}
      drafts={false}
    >
      <AmountInput />
      <RemainingFields />
      <SubmitButton />
    </report.FieldsForm>
  );
}
