// The form itself: <FieldsForm>, its provider and context, its query client and the hidden session marker.
export { FieldsForm } from './FieldsForm';
export { FieldsFormProvider } from './FieldsFormProvider';
export { FieldsFormContext } from './FieldsFormContext';
