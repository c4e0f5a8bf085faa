/**
 * `expense-fields/testing`: one driver for the forms of this library in jsdom or happy-dom with
 * Testing Library, in Playwright, and in Storybook play functions.
 */
export { createFormDriver } from './createFormDriver';
export type { DomDriverOptions } from './createFormDriver';
export type { DriverUser } from './domPort';
export type { DriverFile } from './driverPort';
export type {
  FieldMessageText,
  FieldRef,
  FieldView,
  FormDriver,
  FormDriverOptions,
  FormStatusName,
  FormSummaryText,
} from './formDriverTypes';
export type { PlaywrightTarget } from './playwrightPort';
