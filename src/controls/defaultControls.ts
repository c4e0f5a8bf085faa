import { DateControl } from './DateControl';
import { ContentHolderControl } from '../receipts/ContentHolderControl';
import { DateTimeControl } from './DateTimeControl';
import { FieldGroupControl } from './FieldGroupControl';
import { GuestListControl } from './GuestListControl';
import { ListControl } from './ListControl';
import { RecipientListControl } from './RecipientListControl';
import { InformationControl } from './InformationControl';
import { MultiLineTextControl } from './MultiLineTextControl';
import { NumberControl } from './NumberControl';
import { SwitchControl } from './SwitchControl';
import { TextControl } from './TextControl';
import { UnknownControl } from './UnknownControl';
import { UrlControl } from './UrlControl';
import type { ControlRegistry } from '../registry/types';

/**
 * The built-in controls, keyed by controlType; `*` is the fallback of types with no control.
 *
 * @example
 * const registry = { ...defaultControls, TEXT: { ...defaultControls.TEXT, component: MyInput } };
 */
export const defaultControls: Readonly<ControlRegistry> = Object.freeze({
  TEXT: { component: TextControl, label: 'label', commit: 'blur', bind: 'native' },
  MULTI_LINE_TEXT: {
    component: MultiLineTextControl,
    label: 'label',
    commit: 'blur',
    bind: 'native',
  },
  DOUBLE: { component: NumberControl, label: 'label', commit: 'blur', bind: 'native' },
  INTEGER: { component: NumberControl, label: 'label', commit: 'blur', bind: 'native' },
  SWITCH: { component: SwitchControl, label: 'label', commit: 'change', bind: 'native' },
  INFORMATION: { component: InformationControl, label: 'none', commit: 'change' },
  URL: { component: UrlControl, label: 'none', commit: 'change' },
  FIELD_GROUP: { component: FieldGroupControl, label: 'legend', commit: 'change' },
  DATE: { component: DateControl, label: 'label', commit: 'change' },
  DATE_TIME: { component: DateTimeControl, label: 'label', commit: 'blur' },
  LOCAL_DATE_TIME: { component: DateTimeControl, label: 'label', commit: 'blur' },
  LIST: { component: ListControl, label: 'label', commit: 'change' },
  GUEST_LIST: { component: GuestListControl, label: 'legend', commit: 'blur' },
  RECIPIENT_LIST: { component: RecipientListControl, label: 'label', commit: 'change' },
  CONTENT_HOLDER: { component: ContentHolderControl, label: 'label', commit: 'change' },
  '*': { component: UnknownControl, label: 'label', commit: 'change' },
});
