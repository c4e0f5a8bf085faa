// The form's effects on the page: focus, busy marks, flush on hide, the unload guard, forms on the page.
export { focusField } from './focusField';
export { formsOnPage } from './formsOnPage';
export type { FormOnPage } from './formsOnPage';
export { useBusyMark } from './useBusyMark';
export { useFlushOnHide } from './useFlushOnHide';
export { useFocusRequest } from './useFocusRequest';
export { useUnloadGuard } from './useUnloadGuard';
