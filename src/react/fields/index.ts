// One field: Field, FieldShell, FormField, useField, its error boundary and the built-in controls.
export { fieldElements, layoutFields, Field } from './Field';
export type { FieldProps } from './Field';
export { FieldErrorBoundary } from './FieldErrorBoundary';
export type { FieldErrorBoundaryProps } from './FieldErrorBoundary';
export { describedByFor, FieldShell } from './FieldShell';
export type { FieldShellProps } from './FieldShell';
export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
export { defaultControls } from './defaultControls';
export { fieldInput } from './fieldInput';
export type { FieldInput } from './fieldInput';
export { domSafe, fieldSession } from './fieldSession';
export { useField } from './useField';
export type { UseFieldMessage, UseFieldResult } from './useField';
export { useFieldEntry } from './useFieldEntry';
