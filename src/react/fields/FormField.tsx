import { memo, type ReactNode } from 'react';
import type { FieldFrameWords } from '../../registry/fieldFrame';
import type { FieldName, RegisteredFields } from '../../core/wire/register';
import { fieldElements } from './Field';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useFieldEntry } from './useFieldEntry';
import { usePlacement } from '../layout/usePlacement';

/** Props of {@link FormField}; `Fields` is the form kind whose names it takes. */
export interface FormFieldProps<Fields extends object = RegisteredFields> {
  /**
   * The field's property in the envelope (`verification.amount`): one of the generated names
   * when the app has them (ARCHITECTURE.md "Generated types"), else any.
   */
  property: FieldName<Fields>;
  /** Your own label: replaces the server's `name`; the required mark, scanned marker and accessible name stay. */
  label?: ReactNode;
  /** Help under the label, listed in the input's `aria-describedby`. */
  help?: ReactNode;
}

/**
 * The part itself, taking any property: what `<FormFields>` places, whose names are checked by
 * its own props (ARCHITECTURE.md "Generated types").
 *
 * @example
 * <FormFieldPart property={property} />
 */
export const FormFieldPart = memo(function FormField({
  property,
  label,
  help,
}: { property: string } & FieldFrameWords) {
  const form = useFieldsFormContext('<FormField>');
  const { session, placements } = form;
  const owns = usePlacement(placements, property, '<FormField>');
  const entry = useFieldEntry(session.engine, property);
  if (!owns || !entry) return null;
  // The same elements as the default layout's: the field in its own error boundary, with the
  // app's words where it gave any.
  const words = label === undefined && help === undefined ? undefined : { label, help };
  return fieldElements([entry.item], form, words);
});

/**
 * One field of the form, placed where the layout puts it: label, control, help, messages and
 * re-call progress, as in the default layout. It renders nothing while the envelope lacks the
 * property (or the field is invisible) and appears when a re-call brings it. `<RemainingFields>`
 * leaves it out. `label` and `help` replace the server's words and keep the rest of the frame
 * (required mark, scanned marker, message, ids, accessible name). A second `<FormField>` for the same property renders nothing (and warns once in
 * development). A group's own fields go with their group: place top-level properties.
 *
 * @example
 * <FieldsForm source={source}>
 *   <div className="ef-grid" style={{ '--ef-columns': 2 }}>
 *     <FormField property="verification.purchaseDate" />
 *     <FormField property="verification.amount" label="Total incl. VAT" />
 *   </div>
 *   <RemainingFields />
 *   <SubmitButton />
 * </FieldsForm>
 */
export const FormField: (props: FormFieldProps) => ReactNode = FormFieldPart;
