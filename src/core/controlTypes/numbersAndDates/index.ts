// Control type definitions for numbers and dates: DOUBLE, INTEGER, DATE, DATE_TIME, LOCAL_DATE_TIME.
export { dateType } from './date';
export { dateTimeType } from './dateTime';
export { doubleType } from './double';
export { integerType } from './integer';
export { localDateTimeType } from './localDateTime';
