// Dates and numbers for a locale, and the Intl formatters they share (made once per locale).
export {
  DATE_EDIT,
  DATE_TIME_EDIT,
  isCalendarDate,
  calendarDateOf,
  todayOf,
  displayCalendarDate,
  calendarDateEcho,
  readInstant,
  writeInstant,
  instantToLocalEdit,
  localEditToInstant,
  readUtcMinutes,
  writeUtcMinutes,
  isWallClock,
  wallClockToEdit,
  displayWallClock,
  displayInstant,
} from './dates';
export type { LocalTimeProblem } from './dates';
export { numberFormat, dateTimeFormat } from './intlFormats';
export { separatorsOf, readLocaleNumber, writeLocaleNumber, displayLocaleNumber } from './numbers';
export type { NumberReading } from './numbers';
