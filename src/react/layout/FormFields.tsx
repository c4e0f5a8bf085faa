import { memo } from 'react';
import { FormField } from '../fields/FormField';
import { useFieldsFormContext } from '../form/FieldsFormContext';

/** Props of {@link FormFields}. */
export interface FormFieldsProps {
  /** Properties in the order to show them; each renders as a `<FormField>`. */
  properties: readonly string[];
}

/** The same properties in the same order: an inline array does not render the fields again. */
const sameProperties = (before: FormFieldsProps, after: FormFieldsProps) =>
  before.properties.length === after.properties.length &&
  before.properties.every((property, index) => after.properties[index] === property);

/**
 * Several fields placed together, in the order given (not the server's): a `<FormField>` for each.
 * `<RemainingFields>` leaves them out.
 *
 * @example
 * <FormFields properties={['verification.amount', 'verification.currency']} />
 */
export const FormFields = memo(function FormFields({ properties }: FormFieldsProps) {
  useFieldsFormContext('<FormFields>');
  // A property given twice is a duplicate <FormField>: a key of its own keeps React's keys unique.
  return properties.map((property, index) => (
    <FormField
      key={properties.indexOf(property) === index ? property : `${property}~${index}`}
      property={property}
    />
  ));
}, sameProperties);
