// A report screen that names its fields: once the app's `types` script (`expense-fields types
// envelope.json --out src/generated/reportFields.d.ts`) has written its file from the service's
// envelope, every name is checked and the values read back have their wire types.
import { FieldsForm, FormField, RemainingFields, SubmitButton, useField } from 'expense-fields';
import type { FieldsSource } from 'expense-fields/core';
import { createFormDriver } from 'expense-fields/testing';

function AmountEcho() {
  const amount = useField('verification.amount');
  // The wire value, typed by its control type (DOUBLE): a number or null.
  const value: number | null | undefined = amount.item?.value;
  return <output htmlFor={amount.ids.input}>{value ?? ''}</output>;
}

export function ReportScreen({ source }: { source: FieldsSource }) {
  return (
    <FieldsForm source={source}>
      <FormField property="name" />
      <FormField property="verification.amount" />
      <AmountEcho />
      <RemainingFields />
      <SubmitButton />
    </FieldsForm>
  );
}

export async function fillReport(container: Element): Promise<boolean> {
  const form = createFormDriver(container);
  await form.fill({ property: 'name' }, 'Lunch');
  // Labels and patterns stay free text.
  await form.fill('Amount', '12.50');
  await form.toggle(/company card/);
  const values = await form.values();
  const paid: boolean | undefined = values.cardLiability;
  return paid === true;
}
