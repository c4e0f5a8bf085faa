// Type tests of the typed handle (ARCHITECTURE.md "Generated types"), checked by the main `tsc`
// run (`npm run typecheck`): each `@ts-expect-error` line must be an error, or tsc fails. The
// form kinds are the mock's shipped scenario types: a report (`basic`) and an expense of a type
// (`receipt`).
import { DraftNotice, ErrorSummary, typedFields, useFormHistory } from '../../src';
import type { FieldsSource } from '../../src/core';
import type { BasicFields, ReceiptFields } from '../../src/mock';
import { createFormDriver } from '../../src/testing';

const report = typedFields<BasicFields>();
const expense = typedFields<ReceiptFields>();

function Amount() {
  const amount = report.useField('verification.amount');
  // A wire value has its type: a DOUBLE's is a number or null.
  const wire: number | null | undefined = amount.item?.value;
  // @ts-expect-error a DOUBLE's wire value is never text
  const text: string | undefined = amount.item?.value;
  // The edit value stays the text being edited, and setValue takes text.
  amount.setValue('12,50');
  const edited: unknown = amount.value;
  // @ts-expect-error a misspelt property is a compile error
  report.useField('verification.amuont');
  return <output>{String(wire ?? text ?? edited)}</output>;
}

export function ReportScreen({ source }: { source: FieldsSource }) {
  const form = report.useFieldsForm({
    source,
    onSubmitted: (_saved, sent) => {
      // What the save sent, by property, with the wire types.
      const paid: boolean | undefined = sent.cardLiability;
      return paid;
    },
  });
  // A typed form goes wherever a form or its engine goes.
  const history = useFormHistory(form.engine);
  const values = form.engine.wireValues();
  const amount: number | null | undefined = values['verification.amount'];
  form.engine.field('name');
  // @ts-expect-error a report screen cannot read an expense form's property
  form.engine.field('verification.receiptAttachment');
  return (
    <report.FieldsFormProvider form={form}>
      <report.FormField property="name" />
      {/* @ts-expect-error a misspelt property */}
      <report.FormField property="nmae" />
      {/* @ts-expect-error a report screen cannot name an expense form's property */}
      <report.FormField property="verification.receiptAttachment" />
      <report.FormFields properties={['verification.amount', 'comment']} />
      <Amount />
      <ErrorSummary form={form} />
      <DraftNotice form={form} />
      <output>{history.canUndo ? amount : null}</output>
    </report.FieldsFormProvider>
  );
}

export function ReceiptScreen({ source }: { source: FieldsSource }) {
  return (
    <expense.FieldsForm source={source}>
      <expense.FormField property="verification.receiptAttachment" />
      {/* @ts-expect-error an expense screen cannot name a report's property */}
      <expense.FormField property="cardLiability" />
    </expense.FieldsForm>
  );
}

export async function driveReport(container: Element) {
  const driver = createFormDriver<BasicFields>(container);
  await driver.fill({ property: 'name' }, 'Lunch');
  // @ts-expect-error a misspelt property reference
  await driver.fill({ property: 'nmae' }, 'Lunch');
  // Labels and patterns stay free text.
  await driver.fill('Report name', 'Lunch');
  await driver.toggle(/company card/);
  const values = await driver.values();
  const paid: boolean | undefined = values.cardLiability;
  // @ts-expect-error a report's values hold no expense property
  return [paid, values['verification.receiptAttachment']];
}
