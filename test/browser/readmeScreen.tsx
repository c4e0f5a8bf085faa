import { ErrorSummary, FieldShell, FieldsForm, FormField, FormStatus } from '../../src/index';
import { RemainingFields, SubmitButton, useField, type FieldsSource } from '../../src/index';
function Amount() {
  const field = useField('verification.amount', { label: 'Total incl. VAT (SEK)' });
  return field.item ? (
    <FieldShell frame={field.frame}>
      <input
        {...field.inputProps}
        value={String(field.value ?? '')}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.commit}
      />
    </FieldShell>
  ) : null;
}
export const ReportScreen = ({ source }: { source: FieldsSource }) => (
  <FieldsForm source={source} label="New expense report">
    <ErrorSummary />
    <div className="ef-grid">
      <div>
        <FormField property="name" label="Trip" help="Where and why, in a few words." />
        <FormField property="verification.representation.numberOfGuests" />
      </div>
      <Amount />
    </div>
    <RemainingFields />
    <FormStatus />
    <SubmitButton>Send for approval</SubmitButton>
  </FieldsForm>
);
