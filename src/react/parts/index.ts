// The default look's form parts (alert, button, dialog), the hook that resolves a look's, and visuallyHidden.
export { DefaultAlert } from './DefaultAlert';
export { DefaultButton } from './DefaultButton';
export { DefaultDialog } from './DefaultDialog';
export { useFormParts } from './useFormParts';
export { visuallyHidden } from './visuallyHidden';
