import { ErrorSummary, FieldsForm, FormField, FormStatus, RemainingFields } from '../../src/index';
import { SubmitButton, useField, type FieldsSource } from '../../src/index';
function Amount() {
  const field = useField('verification.amount');
  if (!field.item) return null;
  return (
    <div className="ef-field">
      <label htmlFor={field.ids.input}>{field.item.name} (SEK)</label>
      <input
        {...field.inputProps}
        value={String(field.value ?? '')}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.commit}
      />
      {field.message && <p id={field.ids.message}>{field.message.text}</p>}
    </div>
  );
}
export const ReportScreen = ({ source }: { source: FieldsSource }) => (
  <FieldsForm source={source} label="New expense report">
    <ErrorSummary />
    <div className="ef-grid">
      <FormField property="name" />
      <Amount />
    </div>
    <RemainingFields />
    <FormStatus />
    <SubmitButton>Send for approval</SubmitButton>
  </FieldsForm>
);
