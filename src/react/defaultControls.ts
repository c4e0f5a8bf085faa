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
import { contentHolderType } from '../core/controlTypes/contentHolder';
import { dateType } from '../core/controlTypes/date';
import { dateTimeType } from '../core/controlTypes/dateTime';
import { doubleType } from '../core/controlTypes/double';
import { fieldGroupType } from '../core/controlTypes/fieldGroup';
import { guestListType } from '../core/controlTypes/guestList';
import { informationType } from '../core/controlTypes/information';
import { integerType } from '../core/controlTypes/integer';
import { listType } from '../core/controlTypes/list';
import { localDateTimeType } from '../core/controlTypes/localDateTime';
import { multiLineTextType } from '../core/controlTypes/multiLineText';
import { recipientListType } from '../core/controlTypes/recipientList';
import { switchType } from '../core/controlTypes/switch';
import { textType } from '../core/controlTypes/text';
import { unknownType } from '../core/controlTypes/unknown';
import { urlType } from '../core/controlTypes/url';
import type { ControlTypeDefinition } from '../core/wire/controlTypeDefinition';
import type { ControlEntry, ControlRegistry } from '../registry/types';

/** One registry entry: a built-in type's React part joined to its definition. */
const entry = (
  definition: ControlTypeDefinition,
  parts: Omit<ControlEntry, 'definition'>,
): ControlEntry => ({ ...parts, definition });

/**
 * The built-in controls, keyed by controlType, each joined to its control type's definition
 * (ARCHITECTURE.md "Control types"); `*` is the fallback of types with no control.
 *
 * @example
 * const registry = { ...defaultControls, TEXT: { ...defaultControls.TEXT, component: MyInput } };
 */
export const defaultControls: Readonly<ControlRegistry> = Object.freeze({
  TEXT: entry(textType, { component: TextControl, label: 'label', commit: 'blur', bind: 'native' }),
  MULTI_LINE_TEXT: entry(multiLineTextType, {
    component: MultiLineTextControl,
    label: 'label',
    commit: 'blur',
    bind: 'native',
  }),
  DOUBLE: entry(doubleType, {
    component: NumberControl,
    label: 'label',
    commit: 'blur',
    bind: 'native',
  }),
  INTEGER: entry(integerType, {
    component: NumberControl,
    label: 'label',
    commit: 'blur',
    bind: 'native',
  }),
  SWITCH: entry(switchType, {
    component: SwitchControl,
    label: 'label',
    commit: 'change',
    bind: 'native',
  }),
  INFORMATION: entry(informationType, {
    component: InformationControl,
    label: 'none',
    commit: 'change',
  }),
  URL: entry(urlType, { component: UrlControl, label: 'none', commit: 'change' }),
  FIELD_GROUP: entry(fieldGroupType, {
    component: FieldGroupControl,
    label: 'legend',
    commit: 'change',
  }),
  DATE: entry(dateType, { component: DateControl, label: 'label', commit: 'blur' }),
  DATE_TIME: entry(dateTimeType, { component: DateTimeControl, label: 'label', commit: 'blur' }),
  LOCAL_DATE_TIME: entry(localDateTimeType, {
    component: DateTimeControl,
    label: 'label',
    commit: 'blur',
  }),
  LIST: entry(listType, { component: ListControl, label: 'label', commit: 'change' }),
  GUEST_LIST: entry(guestListType, {
    component: GuestListControl,
    label: 'legend',
    commit: 'blur',
  }),
  RECIPIENT_LIST: entry(recipientListType, {
    component: RecipientListControl,
    label: 'label',
    commit: 'change',
  }),
  CONTENT_HOLDER: entry(contentHolderType, {
    component: ContentHolderControl,
    label: 'label',
    commit: 'change',
  }),
  '*': entry(unknownType, { component: UnknownControl, label: 'label', commit: 'change' }),
});
