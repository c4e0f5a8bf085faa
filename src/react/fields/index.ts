// One field: Field, FieldShell, FormField, useField, useFieldFrame (what a frame shows), its error boundary and the built-in controls.
export { Field } from './Field';
export { FieldShell } from './FieldShell';
export { FormField } from './FormField';
export { useField } from './useField';
export { useFieldFrame } from './useFieldFrame';
