// Control type definitions for numbers and dates: DOUBLE, INTEGER, DATE, DATE_TIME, LOCAL_DATE_TIME.
export { doubleType } from './double';
export { integerType } from './integer';
export { dateType } from './date';
export { dateTimeType } from './dateTime';
