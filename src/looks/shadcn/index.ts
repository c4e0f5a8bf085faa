// The shadcn look's entry (expense-fields/shadcn): `shadcnControls` and each of its parts, for an
// app that draws some of them itself.
export { shadcnControls } from './shadcnControls';
export { ShadcnFrame } from './ShadcnFrame';
export { ShadcnButton } from './ShadcnButton';
export { ShadcnAlert } from './ShadcnAlert';
export { ShadcnDialog } from './ShadcnDialog';
export { ShadcnTextControl } from './ShadcnTextControl';
export { ShadcnMultiLineTextControl } from './ShadcnMultiLineTextControl';
export { ShadcnNumberControl } from './ShadcnNumberControl';
export { ShadcnUrlControl } from './ShadcnUrlControl';
export { ShadcnSwitchControl } from './ShadcnSwitchControl';
export { ShadcnDateControl } from './ShadcnDateControl';
export { ShadcnCalendar } from './ShadcnCalendar';
export { ShadcnListControl } from './ShadcnListControl';
export { ShadcnGuestListControl } from './ShadcnGuestListControl';
export { ShadcnRecipientListControl } from './ShadcnRecipientListControl';
export { ShadcnContentHolderControl } from './ShadcnContentHolderControl';
export { ShadcnProgress } from './ShadcnProgress';
export { ShadcnInformationControl } from './ShadcnInformationControl';
export { ShadcnFieldGroupControl } from './ShadcnFieldGroupControl';
export { ShadcnUnknownControl } from './ShadcnUnknownControl';
