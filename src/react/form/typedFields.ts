import type { ReactNode } from 'react';
import type { FieldName, WireValueOf } from '../../core/wire/register';
import { FormField, type FormFieldProps } from '../fields/FormField';
import { useField, type UseFieldResult } from '../fields/useField';
import type { FieldFrame, FieldFrameWords } from '../../registry/fieldFrame';
import { useFieldFrame } from '../fields/useFieldFrame';
import { FormFields, type FormFieldsProps } from '../layout/FormFields';
import { useFieldsForm } from '../session/useFieldsForm';
import { FieldsForm, type FieldsFormProps } from './FieldsForm';
import { FieldsFormProvider, type FieldsFormProviderProps } from './FieldsFormProvider';
import type { FieldsFormApi, UseFieldsFormOptions } from './fieldsFormTypes';

/**
 * The parts of a screen typed by one form kind's generated interface (ARCHITECTURE.md "Generated
 * types"): each takes only its property names and gives its wire values their types.
 *
 * @example
 * const report: TypedFields<ReportFields> = typedFields<ReportFields>();
 * <report.FormField property="verification.amount" />;
 */
export interface TypedFields<Fields extends object> {
  /** `<FieldsForm>` of this form kind (`onSubmitted` gets its typed values). */
  FieldsForm: (props: FieldsFormProps<Fields>) => ReactNode;
  /** `<FieldsFormProvider>` for a form made by this handle's `useFieldsForm`. */
  FieldsFormProvider: (props: FieldsFormProviderProps<Fields>) => ReactNode;
  /** `<FormField>` taking only this form kind's properties. */
  FormField: (props: FormFieldProps<Fields>) => ReactNode;
  /** `<FormFields>` taking only this form kind's properties. */
  FormFields: (props: FormFieldsProps<Fields>) => ReactNode;
  /** `useField`: the item's value has the property's wire type; the edit value stays text. */
  useField<Property extends FieldName<Fields>>(
    property: Property,
    words?: FieldFrameWords,
  ): UseFieldResult<WireValueOf<Fields, Property>>;
  /** `useFieldFrame` taking only this form kind's properties. */
  useFieldFrame(property: FieldName<Fields>, words?: FieldFrameWords): FieldFrame | undefined;
  /** `useFieldsForm`: `engine.field`, `engine.wireValues()` and `onSubmitted` typed. */
  useFieldsForm(options: UseFieldsFormOptions<Fields>): FieldsFormApi<Fields>;
}

/** The parts themselves: a handle is only their types. */
const PARTS = Object.freeze({
  FieldsForm,
  FieldsFormProvider,
  FormField,
  FormFields,
  useField,
  useFieldFrame,
  useFieldsForm,
});

/**
 * A typed handle for one form kind (ARCHITECTURE.md "Generated types"): the parts of a screen,
 * the same functions, typed by the interface `expense-fields types … --no-register` wrote. A
 * report screen and an expense screen each take their own, so neither can name the other's
 * fields; an app with one form kind registers its file instead and uses the parts as they are.
 *
 * @example
 * import type { ReportFields } from './reportFields';
 * const report = typedFields<ReportFields>();
 *
 * function ReportScreen() {
 *   const amount = report.useField('verification.amount');
 *   const wire: number | null | undefined = amount.item?.value;
 *   return (
 *     <report.FieldsForm source={source}>
 *       <report.FormField property="verification.amount" />
 *       <RemainingFields />
 *     </report.FieldsForm>
 *   );
 * }
 */
export function typedFields<Fields extends object>(): TypedFields<Fields> {
  return PARTS as unknown as TypedFields<Fields>;
}
