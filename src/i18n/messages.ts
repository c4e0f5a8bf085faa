import type { ValueProblem } from '../core/values/codecs';
import { PROBLEM_TEXT } from '../core/values/problemText';
import { formatMessage } from './formatMessage';
import { textLanguage, type BuiltInLanguage } from './textLanguage';

export { formatMessage } from './formatMessage';
export type { BuiltInLanguage } from './textLanguage';

/** Every built-in string of the form. Replace any of them with the `messages` prop. */
export interface FormMessages {
  required: string;
  number: string;
  integer: string;
  /** `{max}` is the maximum number of decimals. */
  decimals: string;
  date: string;
  /** The button that opens a date field's calendar. */
  chooseDate: string;
  /** The calendar's buttons to the month before and after the one shown. */
  previousMonth: string;
  nextMonth: string;
  /** What a screen reader hears for a date segment nothing was typed in yet. */
  emptySegment: string;
  nonexistentTime: string;
  futureDate: string;
  /** `{email}` is the address that is wrong. */
  email: string;
  url: string;
  /** `{row}` is the guest row. */
  guestName: string;
  requiredMark: string;
  scanned: string;
  loading: string;
  loadFailed: string;
  retry: string;
  submit: string;
  submitting: string;
  submitted: string;
  updating: string;
  /** A draft from an earlier visit was found: `{time}` is when it was saved. */
  draftFound: string;
  /** Under `draftFound` when the server's version moved since the draft. */
  draftVersionMoved: string;
  draftRestore: string;
  draftDiscard: string;
  /** Another tab saved this report's draft at `{time}`. */
  draftElsewhere: string;
  /** Announced when a re-call adds a field: `{name}` is its label. */
  fieldAdded: string;
  /** Announced when a re-call removes a field. */
  fieldRemoved: string;
  /** The undo button (Ctrl/Cmd+Z). */
  undo: string;
  /** The redo button (Shift+Ctrl/Cmd+Z, Ctrl+Y). */
  redo: string;
  /** Announced after an undo: `{name}` is the field's label. */
  undid: string;
  /** Announced after a redo. */
  redid: string;
  /** Why undo is off after a successful save. */
  historySaved: string;
  /** Why undo is off after a command (or a removed group) replaced the envelope. */
  historyCommand: string;
  /** Why undo is off after "Reload and keep my changes". */
  historyReloaded: string;
  /** Heading of the summary's errors: they block saving. */
  errorSummaryTitle: string;
  /**
   * A refused save whose fields in error this screen does not show (and no summary lists):
   * `{count}` fields, with `one` and `other` forms, and their `{names}`.
   */
  unseenProblems: string;
  /** Heading of the summary's warnings: worded so it does not read as blocking. */
  warningSummaryTitle: string;
  saveAnyway: string;
  conflictTitle: string;
  conflictText: string;
  reloadKeepChanges: string;
  /** A create's reply was lost: it may have been stored. */
  saveUnconfirmed: string;
  /** The explicit action that saves again after `saveUnconfirmed`. */
  saveAgain: string;
  /** Asks the app's `confirmSave` again. */
  checkSaveAgain: string;
  /** While the app's `confirmSave` looks for the report. */
  checkingSave: string;
  /** A repeated save found the user's values already stored. */
  alreadySaved: string;
  /** The device was offline at Save: the save waits on it. */
  saveQueued: string;
  /** After a reload: a save from `{time}` waits on this device. */
  saveQueuedFound: string;
  /** Sends the waiting save now. */
  sendQueuedNow: string;
  networkFailed: string;
  serverFailed: string;
  /** A second 401: the app must sign the user in again. */
  authRequired: string;
  /** 429: the service throttles. */
  throttled: string;
  confirm: string;
  cancel: string;
  dismiss: string;
  /** `{type}` is the controlType. */
  unknownControl: string;
  fieldCrashed: string;
  linkNotAllowed: string;
  opensInNewTab: string;
  recallFailed: string;
  /** `{count}` guests, a form per plural category of the language (see `formatMessage`). */
  guestCount: string;
  addGuest: string;
  /** `{row}` is the guest's row. */
  removeGuest: string;
  guestNameLabel: string;
  guestCompanyLabel: string;
  /** `{row}` is the guest's row. */
  guestRow: string;
  /** `{email}` is the address. */
  removeRecipient: string;
  invalidAddress: string;
  recipientHint: string;
  /** `{name}` is the group's name. */
  removeGroup: string;
  listLoading: string;
  /** The accessible name of the combobox's arrow button. */
  listOpen: string;
  listEmpty: string;
  listFailed: string;
  listSuggestions: string;
  /** `{name}` is the value. */
  removeValue: string;
  /** `{count}` options, a form per plural category of the language (see `formatMessage`). */
  listCount: string;
  timeZone: string;
  dropHere: string;
  chooseFile: string;
  takePhoto: string;
  /** The picker's button when a single file is attached. */
  replaceFile: string;
  /** Accessible name of a way to attach a file: its visible `{action}`, then the `{field}` label (WCAG 2.5.3). */
  fileActionName: string;
  uploading: string;
  /** `{name}` is the file. */
  removeFile: string;
  /** `{name}` is the file. */
  wrongType: string;
  /** `{name}`, `{declared}`, `{detected}`. */
  typeMismatch: string;
  /** What `{detected}` says when the bytes are no type the library knows. */
  unknownContents: string;
  uploadFailed: string;
  /** A photo was re-encoded: `{before}` and `{after}` are sizes ("4.2 MB", "610 kB"). */
  shrunk: string;
  cancelUpload: string;
  uploadCancelled: string;
  /** Send a failed file again: `{name}` is the file. */
  retryFile: string;
  /** 413: the service refused the file's size. */
  tooLarge: string;
  sendSmaller: string;
  /** A photo the browser cannot draw (HEIC). */
  noPreview: string;
  noPreviewQr: string;
  /** `{name}` is the file. */
  openFile: string;
  noUpload: string;
  scanQr: string;
  stopScan: string;
  cameraRefused: string;
  cameraMissing: string;
  cameraFailed: string;
  qrNotFiscal: string;
  qrTitle: string;
  qrIssuer: string;
  qrDate: string;
  qrTotal: string;
  qrVat: string;
  attached: string;
  /** A receipt field that cannot take a file now (saved, read-only, disabled) and holds none. */
  noFileAttached: string;
  // Review and changes (ARCHITECTURE.md "Review and changes").
  /** A switch that is on, as a review and a change summary write it. */
  yes: string;
  /** A switch that is off. */
  no: string;
  /** A field with no value, in a review and a change summary. */
  emptyValue: string;
  /** Heading of `<ChangeSummary>`. */
  changesTitle: string;
  /** `{count}` changed, added and removed fields, a form per plural category of the language. */
  changesCount: string;
  noChanges: string;
  /** Headings of the summary's changed, added and removed fields. */
  changesChanged: string;
  changesAdded: string;
  changesRemoved: string;
  /** Column headings of the summary: the field, its value in the base and now. */
  changesField: string;
  changesBefore: string;
  changesAfter: string;
  /** After the label of an invisible field the summary shows on request. */
  changesHidden: string;
  /** Under a changed field of a review: `{value}` is its value in the base. */
  reviewWas: string;
  /** Beside a field of a review that the base did not have. */
  reviewNew: string;
  /** `reviewBeforeSave`: above the changes Save shows first. */
  reviewConfirmTitle: string;
  reviewConfirm: string;
  reviewBack: string;
  // Review before save (README "Review before save").
  /** Heading of the step `reviewBeforeSave` shows before a save. */
  reviewStepTitle: string;
  /** The step's note when nothing changed since the form was loaded (the save is still allowed). */
  reviewNoChanges: string;
}

const en: FormMessages = {
  // The client checks' English text lives in core, so a session without React words them too.
  ...PROBLEM_TEXT,
  requiredMark: '(required)',
  scanned: 'From receipt',
  loading: 'Loading the form…',
  loadFailed: 'The form could not be loaded.',
  retry: 'Try again',
  submit: 'Save',
  submitting: 'Saving…',
  submitted: 'Saved.',
  updating: 'Updating the form…',
  draftFound: 'You have unsaved changes from {time}.',
  draftVersionMoved:
    'The report has changed on the server since then: restoring puts your changes on top of the new version.',
  draftRestore: 'Restore my changes',
  draftDiscard: 'Discard',
  draftElsewhere:
    'This report is also open in another tab, which saved a draft at {time}. The latest draft is the one kept.',
  fieldAdded: '{name} added.',
  fieldRemoved: '{name} removed.',
  undo: 'Undo',
  redo: 'Redo',
  undid: 'Undid: {name}',
  redid: 'Redid: {name}',
  historySaved: 'Saved: earlier changes can no longer be undone.',
  historyCommand: 'Earlier changes can no longer be undone after that action.',
  historyReloaded: 'Reloaded: earlier changes can no longer be undone.',
  errorSummaryTitle: 'Please correct these fields',
  unseenProblems:
    'Not saved: {count, one {# field needs} other {# fields need}} attention that this screen does not show: {names}.',
  warningSummaryTitle: 'Check these before saving',
  saveAnyway: 'Save anyway',
  conflictTitle: 'Someone else changed this report',
  conflictText:
    'The report was saved elsewhere since you opened it. Your entries are still here. Reload the latest version; your changes will be applied on top of it.',
  reloadKeepChanges: 'Reload and keep my changes',
  saveUnconfirmed:
    'We could not confirm that the report was saved. Check your reports before you save it again.',
  saveAgain: 'Save it again',
  checkSaveAgain: 'Check again',
  checkingSave: 'Checking whether the report was saved…',
  alreadySaved: 'Your changes were already saved.',
  saveQueued: 'Saved on this device. It will be sent when you are back online.',
  saveQueuedFound: 'A save of this report from {time} is waiting on this device.',
  sendQueuedNow: 'Send it now',
  networkFailed: 'The service could not be reached. Nothing was lost: try again.',
  serverFailed: 'The service failed to save. Nothing was lost: try again.',
  authRequired: 'Your sign-in has expired. Sign in again, then try again: nothing was lost.',
  throttled: 'The service is busy. Wait a moment, then try again: nothing was lost.',
  confirm: 'Confirm',
  cancel: 'Cancel',
  dismiss: 'Dismiss',
  unknownControl: 'This field type ({type}) cannot be edited here; its value is kept.',
  fieldCrashed: 'This field could not be shown; its value is kept.',
  linkNotAllowed: 'This link was not opened: only http and https links are allowed.',
  opensInNewTab: '(opens in a new tab)',
  recallFailed: 'The form could not be updated. Your entries are kept.',
  guestCount: '{count, one {# guest} other {# guests}}',
  addGuest: 'Add guest',
  removeGuest: 'Remove guest {row}',
  guestNameLabel: 'Name',
  guestCompanyLabel: 'Company',
  guestRow: 'Guest {row}',
  removeRecipient: 'Remove {email}',
  invalidAddress: 'not a valid address',
  recipientHint: 'Separate several addresses with a comma or a space.',
  removeGroup: 'Remove {name}',
  listLoading: 'Loading values…',
  listOpen: 'Show options',
  listEmpty: 'No matching values.',
  listFailed: 'The values could not be loaded.',
  listSuggestions: 'Suggestions',
  removeValue: 'Remove {name}',
  listCount: '{count, one {# value} other {# values}}',
  timeZone: 'Time zone',
  dropHere: 'Drop a receipt (image or PDF) here, or:',
  chooseFile: 'Choose file',
  takePhoto: 'Take a photo',
  replaceFile: 'Replace the file',
  fileActionName: '{action}, {field}',
  uploading: 'Uploading…',
  removeFile: 'Remove {name}',
  wrongType: '{name} was not uploaded: only images and PDF files are accepted.',
  typeMismatch:
    '{name} was not uploaded: it claims to be {declared} but its contents are {detected}.',
  unknownContents: 'not an image or PDF it recognises',
  uploadFailed: 'The file could not be uploaded. Try again.',
  shrunk: 'Made smaller before sending: {before} → {after}.',
  cancelUpload: 'Cancel upload',
  uploadCancelled: 'The upload was cancelled.',
  retryFile: 'Send {name} again',
  tooLarge: 'The service refused the file as too large.',
  sendSmaller: 'Send a smaller version',
  noPreview: 'This photo cannot be shown here.',
  noPreviewQr:
    'This photo cannot be shown here, so a fiscal QR code in it cannot be read: use the camera scan for the code.',
  openFile: 'Open {name}',
  noUpload: 'This form cannot upload files.',
  scanQr: 'Scan QR code',
  stopScan: 'Stop scanning',
  cameraRefused:
    'The camera was not allowed. Allow it in the browser, or choose a photo of the receipt instead.',
  cameraMissing: 'No camera was found. Choose a photo of the receipt instead.',
  cameraFailed: 'The camera could not read a QR code.',
  qrNotFiscal:
    'A QR code was found, but it is not a Portuguese fiscal code. The receipt is uploaded without it.',
  qrTitle: 'Fiscal QR code',
  qrIssuer: 'Issuer NIF',
  qrDate: 'Date',
  qrTotal: 'Gross total',
  qrVat: 'VAT',
  attached: 'Attached',
  chooseDate: 'Choose date',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  emptySegment: 'Empty',
  noFileAttached: 'No file attached.',
  yes: 'Yes',
  no: 'No',
  emptyValue: '(empty)',
  changesTitle: 'Changes',
  changesCount: '{count, one {# change} other {# changes}}',
  noChanges: 'No changes.',
  changesChanged: 'Changed',
  changesAdded: 'Added',
  changesRemoved: 'Removed',
  changesField: 'Field',
  changesBefore: 'Before',
  changesAfter: 'Now',
  changesHidden: '(hidden field)',
  reviewWas: 'was {value}',
  reviewNew: 'new',
  reviewConfirmTitle: 'Check your changes, then save.',
  reviewConfirm: 'Confirm and save',
  reviewBack: 'Back to editing',
  reviewStepTitle: 'Review your changes',
  reviewNoChanges:
    'You have not changed anything since the form was loaded. You can still save it.',
};

/**
 * Every language but English loads when first asked for: each is its own chunk of about 2 kB,
 * so an app in one language downloads no other.
 */
const LOADERS: Record<
  Exclude<BuiltInLanguage, 'en'>,
  () => Promise<Readonly<Record<string, FormMessages>>>
> = {
  sv: () => import('./sv'),
  pt: () => import('./pt'),
  nb: () => import('./nb'),
  da: () => import('./da'),
  fi: () => import('./fi'),
  de: () => import('./de'),
  fr: () => import('./fr'),
  nl: () => import('./nl'),
  es: () => import('./es'),
  pl: () => import('./pl'),
};

/**
 * The built-in strings loaded so far, by language: English at once, the others after
 * {@link loadMessages} (the form calls it for its locale).
 *
 * @example
 * await loadMessages('sv');
 * BUILT_IN_MESSAGES.sv?.submit; // 'Spara'
 */
export const BUILT_IN_MESSAGES: Readonly<Partial<Record<BuiltInLanguage, FormMessages>>> = { en };
const loaded = BUILT_IN_MESSAGES as Partial<Record<BuiltInLanguage, FormMessages>>;

/**
 * True while a locale's language has built-in strings that are not loaded yet (no side effect:
 * safe to ask while rendering).
 *
 * @example
 * if (needsMessages('sv')) await loadMessages('sv');
 */
export function needsMessages(locale: string): boolean {
  return !loaded[textLanguage(locale)];
}

/**
 * Loads the built-in strings of a locale's language (`textLanguage`: `nb-NO` and `no` load
 * Norwegian Bokmål) when they are not loaded yet; null when there is nothing to load (English, a
 * language without built-in strings, or already loaded).
 *
 * @example
 * await loadMessages('pt-PT');
 * resolveMessages('pt-PT').submit; // 'Guardar'
 */
export function loadMessages(locale: string): Promise<FormMessages> | null {
  const language = textLanguage(locale);
  if (loaded[language] || language === 'en') return null;
  // Each chunk exports its table under its language's name.
  return LOADERS[language]().then(
    (module) => (loaded[language] = module[language] as FormMessages),
  );
}

/**
 * The messages for a locale (by its language, `textLanguage`; English when there is no
 * translation, or while it is loading: see {@link loadMessages}), with overrides on top.
 *
 * @example
 * const messages = resolveMessages('pt-PT', { submit: 'Enviar' });
 */
export function resolveMessages(locale: string, overrides?: Partial<FormMessages>): FormMessages {
  const base = loaded[textLanguage(locale)] ?? en;
  return overrides ? { ...base, ...overrides } : base;
}

/**
 * The translated text of a client-side value problem.
 *
 * @example
 * problemMessage({ code: 'decimals', params: { max: 2 } }, messages);
 */
export function problemMessage(problem: ValueProblem, messages: FormMessages): string {
  return formatMessage(messages[problem.code], problem.params);
}
