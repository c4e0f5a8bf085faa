// One field: Field, FieldShell, FormField, useField, its error boundary and the built-in controls.
export { Field } from './Field';
export { FieldShell } from './FieldShell';
export { FormField } from './FormField';
export { useField } from './useField';
