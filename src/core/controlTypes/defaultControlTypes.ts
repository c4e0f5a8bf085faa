import type { ControlTypeDefinition } from '../wire/controlTypeDefinition';
import { contentHolderType } from './layout/contentHolder';
import { dateType } from './numbersAndDates/date';
import { dateTimeType } from './numbersAndDates/dateTime';
import { doubleType } from './numbersAndDates/double';
import { fieldGroupType } from './layout/fieldGroup';
import { guestListType } from './choices/guestList';
import { informationType } from './layout/information';
import { integerType } from './numbersAndDates/integer';
import { listType } from './choices/list';
import { localDateTimeType } from './numbersAndDates/localDateTime';
import { multiLineTextType } from './text/multiLineText';
import { recipientListType } from './choices/recipientList';
import { switchType } from './choices/switch';
import { textType } from './text/text';
import { unknownType } from './layout/unknown';
import { urlType } from './text/url';

/**
 * The built-in control types (spec 2.7, with the two the sample envelope adds), and the fallback
 * `*` of types with no definition (ARCHITECTURE.md "Control types": a new type is its name in
 * `CONTROL_TYPES`, its file here, one line in this list, its folder in `controls/` and its exports
 * on the main entry).
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
