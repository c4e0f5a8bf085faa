import type { ControlTypeDefinition } from '../wire/controlTypeDefinition';
import { contentHolderType } from './contentHolder';
import { dateType } from './date';
import { dateTimeType } from './dateTime';
import { doubleType } from './double';
import { fieldGroupType } from './fieldGroup';
import { guestListType } from './guestList';
import { informationType } from './information';
import { integerType } from './integer';
import { listType } from './list';
import { localDateTimeType } from './localDateTime';
import { multiLineTextType } from './multiLineText';
import { recipientListType } from './recipientList';
import { switchType } from './switch';
import { textType } from './text';
import { unknownType } from './unknown';
import { urlType } from './url';

/**
 * The built-in control types (spec 2.7, with the two the sample envelope adds), and the fallback
 * `*` of types with no definition (ARCHITECTURE.md "Control types": a new type is its file here,
 * its folder in `controls/` and one line in this list).
 *
 * @example
 * defaultControlTypes.map((definition) => definition.controlType); // ['TEXT', 'MULTI_LINE_TEXT', …]
 */
export const defaultControlTypes: readonly ControlTypeDefinition[] = Object.freeze([
  textType,
  multiLineTextType,
  doubleType,
  integerType,
  switchType,
  dateType,
  dateTimeType,
  listType,
  contentHolderType,
  guestListType,
  fieldGroupType,
  localDateTimeType,
  informationType,
  recipientListType,
  urlType,
  unknownType,
] as ControlTypeDefinition[]);
