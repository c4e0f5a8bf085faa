// The session's React adapter: useFieldsForm and the hooks that make, read and re-word a form session.
export { useFieldsForm } from './useFieldsForm';
export { useFormState } from './useFormState';
