// The form itself: <FieldsForm>, its provider and context, its query client and the hidden session marker.
export { FieldsForm, DefaultActions } from './FieldsForm';
export type { ConnectionSource, FieldsFormProps } from './FieldsForm';
export { FieldsFormContext, useFieldsFormContext, noFormError } from './FieldsFormContext';
export type { FieldsFormContextValue } from './FieldsFormContext';
export { FieldsFormProvider } from './FieldsFormProvider';
export type { FieldsFormProviderProps } from './FieldsFormProvider';
export { FormQueryClient } from './FormQueryClient';
export { SessionMarker } from './SessionMarker';
export type {
  UseFieldsFormOptions,
  DraftOptions,
  FieldSession,
  FieldsFormApi,
} from './fieldsFormTypes';
export { useChunkForHydration } from './suspendFor';
export { useClientLayoutEffect } from './useClientLayoutEffect';
