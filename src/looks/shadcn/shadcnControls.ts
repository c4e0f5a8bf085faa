import { FORM_PARTS } from '../../registry/formParts';
import { lookEntry } from '../../react/fields/lookEntry';
import type { ControlOverrides } from '../../registry/types';
import { ShadcnAlert } from './ShadcnAlert';
import { ShadcnButton } from './ShadcnButton';
import { ShadcnContentHolderControl } from './ShadcnContentHolderControl';
import { ShadcnDateControl } from './ShadcnDateControl';
import { ShadcnDialog } from './ShadcnDialog';
import { ShadcnFieldGroupControl } from './ShadcnFieldGroupControl';
import { ShadcnFrame } from './ShadcnFrame';
import { ShadcnGuestListControl } from './ShadcnGuestListControl';
import { ShadcnInformationControl } from './ShadcnInformationControl';
import { ShadcnListControl } from './ShadcnListControl';
import { ShadcnMultiLineTextControl } from './ShadcnMultiLineTextControl';
import { ShadcnNumberControl } from './ShadcnNumberControl';
import { ShadcnRecipientListControl } from './ShadcnRecipientListControl';
import { ShadcnSwitchControl } from './ShadcnSwitchControl';
import { ShadcnTextControl } from './ShadcnTextControl';
import { ShadcnUnknownControl } from './ShadcnUnknownControl';
import { ShadcnUrlControl } from './ShadcnUrlControl';

/**
 * The shadcn/ui look: every built-in control type drawn in shadcn's manner (Radix where it keeps
 * the hooks' behaviour, Tailwind v4 classes coloured by shadcn's CSS variables, `data-slot`
 * names) over the library's headless hooks, and the form's parts (`Frame`, `Button`, `Alert`,
 * `Dialog`) under `FORM_PARTS`. Give it to a form or a `ControlsProvider`; a control type it
 * lacks (an app's own) keeps its control, drawn inside the shadcn frame.
 *
 * @example
 * import { shadcnControls } from 'expense-fields/shadcn';
 * <FieldsForm source={source} controls={shadcnControls} />
 */
export const shadcnControls: ControlOverrides = {
  TEXT: lookEntry('TEXT', ShadcnTextControl),
  MULTI_LINE_TEXT: lookEntry('MULTI_LINE_TEXT', ShadcnMultiLineTextControl),
  DOUBLE: lookEntry('DOUBLE', ShadcnNumberControl),
  INTEGER: lookEntry('INTEGER', ShadcnNumberControl),
  URL: lookEntry('URL', ShadcnUrlControl),
  SWITCH: lookEntry('SWITCH', ShadcnSwitchControl),
  DATE: lookEntry('DATE', ShadcnDateControl),
  DATE_TIME: lookEntry('DATE_TIME', ShadcnDateControl),
  LOCAL_DATE_TIME: lookEntry('LOCAL_DATE_TIME', ShadcnDateControl),
  LIST: lookEntry('LIST', ShadcnListControl),
  GUEST_LIST: lookEntry('GUEST_LIST', ShadcnGuestListControl),
  RECIPIENT_LIST: lookEntry('RECIPIENT_LIST', ShadcnRecipientListControl),
  FIELD_GROUP: lookEntry('FIELD_GROUP', ShadcnFieldGroupControl),
  INFORMATION: lookEntry('INFORMATION', ShadcnInformationControl),
  CONTENT_HOLDER: lookEntry('CONTENT_HOLDER', ShadcnContentHolderControl),
  '*': lookEntry('*', ShadcnUnknownControl),
  [FORM_PARTS]: {
    Frame: ShadcnFrame,
    Button: ShadcnButton,
    Alert: ShadcnAlert,
    Dialog: ShadcnDialog,
  },
};
