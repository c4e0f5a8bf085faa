import { memo } from 'react';
import { fieldElements } from './Field';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useFieldEntry } from './useFieldEntry';
import { usePlacement } from '../layout/usePlacement';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  /** The field's property in the envelope (`verification.amount`). */
  property: string;
}

/**
 * One field of the form, placed where the layout puts it: label, control, help, messages and
 * re-call progress, as in the default layout. It renders nothing while the envelope lacks the
 * property (or the field is invisible) and appears when a re-call brings it. `<RemainingFields>`
 * leaves it out. A second `<FormField>` for the same property renders nothing (and warns once in
 * development). A group's own fields go with their group: place top-level properties.
 *
 * @example
 * <FieldsForm source={source}>
 *   <div className="ef-grid" style={{ '--ef-columns': 2 }}>
 *     <FormField property="verification.purchaseDate" />
 *     <FormField property="verification.amount" />
 *   </div>
 *   <RemainingFields />
 *   <SubmitButton />
 * </FieldsForm>
 */
export const FormField = memo(function FormField({ property }: FormFieldProps) {
  const form = useFieldsFormContext('<FormField>');
  const { session, placements } = form;
  const owns = usePlacement(placements, property, '<FormField>');
  const entry = useFieldEntry(session.engine, property);
  if (!owns || !entry) return null;
  // The same elements as the default layout's: the field in its own error boundary.
  return fieldElements([entry.item], form);
});
