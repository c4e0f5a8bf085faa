// The Material UI look (expense-fields/mui): the built-in controls' hooks drawn with MUI's parts.
// Library internals are imported relatively, so the build shares their chunks (one React context)
// with the main entry. Nothing here runs at import but definitions.
import type { ControlOverrides } from '../../registry/types';
import { FORM_PARTS } from '../../registry/formParts';
import { controlEntry as contentHolder } from '../../receipts/contentHolderEntry';
import { controlEntry as date } from '../../controls/date/index';
import { controlEntry as dateTime } from '../../controls/dateTime/index';
import { controlEntry as double } from '../../controls/double/index';
import { controlEntry as fieldGroup } from '../../controls/fieldGroup/index';
import { controlEntry as guestList } from '../../controls/guestList/index';
import { controlEntry as information } from '../../controls/information/index';
import { controlEntry as integer } from '../../controls/integer/index';
import { controlEntry as list } from '../../controls/list/index';
import { controlEntry as localDateTime } from '../../controls/localDateTime/index';
import { controlEntry as multiLineText } from '../../controls/multiLineText/index';
import { controlEntry as recipientList } from '../../controls/recipientList/index';
import { controlEntry as switchEntry } from '../../controls/switch/index';
import { controlEntry as text } from '../../controls/text/index';
import { controlEntry as unknown } from '../../controls/unknown/index';
import { controlEntry as url } from '../../controls/url/index';
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
  TEXT: { ...text, component: MuiTextControl },
  MULTI_LINE_TEXT: { ...multiLineText, component: MuiMultiLineTextControl },
  DOUBLE: { ...double, component: MuiNumberControl },
  INTEGER: { ...integer, component: MuiNumberControl },
  URL: { ...url, component: MuiUrlControl },
  SWITCH: { ...switchEntry, component: MuiSwitchControl },
  DATE: { ...date, component: MuiDateControl },
  DATE_TIME: { ...dateTime, component: MuiDateControl },
  LOCAL_DATE_TIME: { ...localDateTime, component: MuiDateControl },
  LIST: { ...list, component: MuiListControl },
  GUEST_LIST: { ...guestList, component: MuiGuestListControl },
  RECIPIENT_LIST: { ...recipientList, component: MuiRecipientListControl },
  FIELD_GROUP: { ...fieldGroup, component: MuiFieldGroupControl },
  INFORMATION: { ...information, component: MuiInformationControl },
  CONTENT_HOLDER: { ...contentHolder, component: MuiContentHolderControl },
  '*': { ...unknown, component: MuiUnknownControl },
  [FORM_PARTS]: { Frame: MuiFrame, Button: MuiButton, Alert: MuiAlert, Dialog: MuiDialog },
};
