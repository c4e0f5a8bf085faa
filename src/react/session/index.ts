// The session's React adapter: useFieldsForm and the hooks that make, read and re-word a form session.
export { useBuiltInMessages } from './useBuiltInMessages';
export { useFieldsForm, useFormApi } from './useFieldsForm';
export { useFormMethods } from './useFormMethods';
export type { FormMethods } from './useFormMethods';
export { useFormSession } from './useFormSession';
export type { OwnedSession } from './useFormSession';
export { useFormState } from './useFormState';
export { useReloadOnLocale } from './useReloadOnLocale';
