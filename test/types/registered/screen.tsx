// Type tests of an app with one form kind (ARCHITECTURE.md "Generated types"): the file
// `expense-fields types` wrote (generated/reportFields.d.ts, from the mock's `basic` report) is
// included, and nothing else is needed: every part takes only its names. A program of its own
// (tsconfig.json here), since a registration holds for a whole program;
// test/unit/types/registeredTypes.test.ts writes the file and runs `tsc` on it.
import { FieldsForm, FormField, FormFields, RemainingFields, useField } from 'expense-fields';
import type { FieldsSource } from 'expense-fields/core';
import { createFormDriver } from 'expense-fields/testing';

function Amount() {
  const amount = useField('verification.amount');
  // A wire value has its type: a DOUBLE's is a number or null.
  const wire: number | null | undefined = amount.item?.value;
  // @ts-expect-error a DOUBLE's wire value is never text
  const text: string | undefined = amount.item?.value;
  // @ts-expect-error a misspelt property is a compile error
  useField('verification.amuont');
  return <output>{String(wire ?? text)}</output>;
}

export const ReportScreen = ({ source }: { source: FieldsSource }) => (
  <FieldsForm source={source} onSubmitted={(_saved, sent) => sent.cardLiability}>
    <FormField property="name" />
    {/* @ts-expect-error a misspelt property */}
    <FormField property="nmae" />
    <FormFields properties={['verification.amount', 'comment']} />
    {/* @ts-expect-error a misspelt property in a list */}
    <FormFields properties={['verification.amount', 'coment']} />
    <Amount />
    <RemainingFields />
  </FieldsForm>
);

export async function driveReport(container: Element) {
  const driver = createFormDriver(container);
  await driver.fill({ property: 'name' }, 'Lunch');
  // @ts-expect-error a misspelt property reference
  await driver.fill({ property: 'nmae' }, 'Lunch');
  // Labels and patterns stay free text.
  await driver.fill('Report name', 'Lunch');
  const values = await driver.values();
  const paid: boolean | undefined = values.cardLiability;
  return paid;
}
