// Type tests of an app that generated nothing (ARCHITECTURE.md "Generated types"): every name is
// a string and every value what it was before, so this compiles as it always did. Checked by the
// main `tsc` run, where nothing is registered.
import { FieldsForm, FieldsFormProvider, FormField } from '../../src';
import { FormFields, useField, useFieldsForm } from '../../src';
import type { FieldItem, FieldsSource, JsonValue } from '../../src/core';
import type { FormSession } from '../../src/core/session';
import { createFormDriver } from '../../src/testing';

function AnyField({ property }: { property: string }) {
  const field = useField(property);
  const item: FieldItem | undefined = field.item;
  const value: JsonValue | undefined = field.item?.value;
  return <output>{String(item?.name ?? value)}</output>;
}

export function Screen({ source, names }: { source: FieldsSource; names: string[] }) {
  const form = useFieldsForm({ source, onSubmitted: (saved) => saved.id });
  const engine: FormSession = form.engine;
  const values: Record<string, JsonValue> = engine.wireValues();
  return (
    <FieldsFormProvider form={form}>
      <FormField property="anything.at.all" />
      <FormFields properties={names} />
      <AnyField property={Object.keys(values)[0] ?? 'name'} />
    </FieldsFormProvider>
  );
}

export const Plain = ({ source }: { source: FieldsSource }) => (
  <FieldsForm source={source}>
    <FormField property="verification.whatever" />
  </FieldsForm>
);

export async function drive(container: Element) {
  const driver = createFormDriver(container);
  await driver.fill('verification.amount', '12');
  await driver.fill({ property: 'any.property' }, '12');
  const values: Record<string, unknown> = await driver.values();
  return values;
}
