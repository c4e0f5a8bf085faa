import { DateControl } from '../controls/DateControl';
import { ContentHolderControl } from '../receipts/ContentHolderControl';
import { DateTimeControl } from '../controls/DateTimeControl';
import { FieldGroupControl } from '../controls/FieldGroupControl';
import { GuestListControl } from '../controls/GuestListControl';
import { ListControl } from '../controls/ListControl';
import { RecipientListControl } from '../controls/RecipientListControl';
import { InformationControl } from '../controls/InformationControl';
import { MultiLineTextControl } from '../controls/MultiLineTextControl';
import { NumberControl } from '../controls/NumberControl';
import { SwitchControl } from '../controls/SwitchControl';
import { TextControl } from '../controls/TextControl';
import { UnknownControl } from '../controls/UnknownControl';
import { UrlControl } from '../controls/UrlControl';
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
  DATE: { component: DateControl, label: 'label', commit: 'blur' },
  DATE_TIME: { component: DateTimeControl, label: 'label', commit: 'blur' },
  LOCAL_DATE_TIME: { component: DateTimeControl, label: 'label', commit: 'blur' },
  LIST: { component: ListControl, label: 'label', commit: 'change' },
  GUEST_LIST: { component: GuestListControl, label: 'legend', commit: 'blur' },
  RECIPIENT_LIST: { component: RecipientListControl, label: 'label', commit: 'change' },
  CONTENT_HOLDER: { component: ContentHolderControl, label: 'label', commit: 'change' },
  '*': { component: UnknownControl, label: 'label', commit: 'change' },
});
