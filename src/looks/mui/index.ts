// The Material UI look (expense-fields/mui): the built-in controls' hooks drawn with MUI's parts.
// Library internals are imported relatively, so the build shares their chunks (one React context)
// with the main entry. Nothing here runs at import but definitions.
import type { ControlOverrides } from '../../registry/types';
import { FORM_PARTS } from '../../registry/formParts';
import { lookEntry } from '../../react/fields/lookEntry';
import { MuiAlert } from './MuiAlert';
import { MuiButton } from './MuiButton';
import { MuiContentHolderControl } from './MuiContentHolderControl';
import { MuiDateControl } from './MuiDateControl';
import { MuiDialog } from './MuiDialog';
import { MuiFieldGroupControl } from './MuiFieldGroupControl';
import { MuiFrame } from './MuiFrame';
import { MuiGuestListControl } from './MuiGuestListControl';
import { MuiInformationControl } from './MuiInformationControl';
import { MuiListControl } from './MuiListControl';
import { MuiMultiLineTextControl } from './MuiMultiLineTextControl';
import { MuiNumberControl } from './MuiNumberControl';
import { MuiRecipientListControl } from './MuiRecipientListControl';
import { MuiSwitchControl } from './MuiSwitchControl';
import { MuiTextControl } from './MuiTextControl';
import { MuiUnknownControl } from './MuiUnknownControl';
import { MuiUrlControl } from './MuiUrlControl';

export { MuiAlert } from './MuiAlert';
export { MuiButton } from './MuiButton';
export { MuiCalendar } from './MuiCalendar';
export { MuiContentHolderControl } from './MuiContentHolderControl';
export { MuiDateControl } from './MuiDateControl';
export { MuiDialog } from './MuiDialog';
export { MuiFieldGroupControl } from './MuiFieldGroupControl';
export { MuiFiscalSummary } from './MuiFiscalSummary';
export { MuiFrame } from './MuiFrame';
export { MuiGuestListControl } from './MuiGuestListControl';
export { MuiInformationControl } from './MuiInformationControl';
export { MuiListControl } from './MuiListControl';
export { MuiMultiLineTextControl } from './MuiMultiLineTextControl';
export { MuiNumberControl } from './MuiNumberControl';
export { MuiRecipientListControl } from './MuiRecipientListControl';
export { MuiSwitchControl } from './MuiSwitchControl';
export { MuiTextControl } from './MuiTextControl';
export { MuiUnknownControl } from './MuiUnknownControl';
export { MuiUrlControl } from './MuiUrlControl';
export { LookInput, useInputVariant, type LookInputVariant } from './LookInput';

/**
 * The Material UI look: every built-in control type's entry (its label, commit and binding kept,
 * as the default look has them) with this look's editor, and the form's parts (`Frame`, `Button`,
 * `Alert`, `Dialog`) under `FORM_PARTS`. Give it to a form or a `ControlsProvider` inside the
 * app's MUI `ThemeProvider`: the controls read the theme (its mode, palette and `MuiTextField`
 * variant). A control type of the app's own keeps its control, drawn inside `MuiFrame`.
 *
 * @example
 * import { muiControls } from 'expense-fields/mui';
 * <ThemeProvider theme={createTheme()}>
 *   <FieldsForm source={source} controls={muiControls} />
 * </ThemeProvider>
 */
export const muiControls: ControlOverrides = {
  TEXT: lookEntry('TEXT', MuiTextControl),
  MULTI_LINE_TEXT: lookEntry('MULTI_LINE_TEXT', MuiMultiLineTextControl),
  DOUBLE: lookEntry('DOUBLE', MuiNumberControl),
  INTEGER: lookEntry('INTEGER', MuiNumberControl),
  URL: lookEntry('URL', MuiUrlControl),
  SWITCH: lookEntry('SWITCH', MuiSwitchControl),
  DATE: lookEntry('DATE', MuiDateControl),
  DATE_TIME: lookEntry('DATE_TIME', MuiDateControl),
  LOCAL_DATE_TIME: lookEntry('LOCAL_DATE_TIME', MuiDateControl),
  LIST: lookEntry('LIST', MuiListControl),
  GUEST_LIST: lookEntry('GUEST_LIST', MuiGuestListControl),
  RECIPIENT_LIST: lookEntry('RECIPIENT_LIST', MuiRecipientListControl),
  FIELD_GROUP: lookEntry('FIELD_GROUP', MuiFieldGroupControl),
  INFORMATION: lookEntry('INFORMATION', MuiInformationControl),
  CONTENT_HOLDER: lookEntry('CONTENT_HOLDER', MuiContentHolderControl),
  '*': lookEntry('*', MuiUnknownControl),
  [FORM_PARTS]: { Frame: MuiFrame, Button: MuiButton, Alert: MuiAlert, Dialog: MuiDialog },
};
