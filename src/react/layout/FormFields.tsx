import { memo, type ReactNode } from 'react';
import type { FieldName, RegisteredFields } from '../../core/wire/register';
import { FormFieldPart } from '../fields/FormField';
import { useFieldsFormContext } from '../form/FieldsFormContext';

/** Props of {@link FormFields}; `Fields` is the form kind whose names it takes. */
export interface FormFieldsProps<Fields extends object = RegisteredFields> {
  /** Properties in the order to show them; each renders as a `<FormField>`. */
  properties: readonly FieldName<Fields>[];
}

/** What the part itself takes: any property (the form kind is the caller's types only). */
type AnyProperties = { properties: readonly string[] };

/** The same properties in the same order: an inline array does not render the fields again. */
const sameProperties = (before: AnyProperties, after: AnyProperties) =>
  before.properties.length === after.properties.length &&
  before.properties.every((property, index) => after.properties[index] === property);

/**
 * Several fields placed together, in the order given (not the server's): a `<FormField>` for each.
 * `<RemainingFields>` leaves them out.
 *
 * @example
 * <FormFields properties={['verification.amount', 'verification.currency']} />
 */
export const FormFields: (props: FormFieldsProps) => ReactNode = memo(function FormFields({
  properties,
}: AnyProperties) {
  useFieldsFormContext('<FormFields>');
  // A property given twice is a duplicate <FormField>: a key of its own keeps React's keys unique.
  return properties.map((property, index) => (
    <FormFieldPart
      key={properties.indexOf(property) === index ? property : `${property}~${index}`}
      property={property}
    />
  ));
}, sameProperties);
