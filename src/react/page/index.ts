// The form's effects on the page: focus, busy marks, flush on hide, the unload guard, forms on the page.
export { useFocusRequest } from './useFocusRequest';
export { useUnloadGuard } from './useUnloadGuard';
export { formsOnPage } from './formsOnPage';
