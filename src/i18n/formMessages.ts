/** Every built-in string of the form. Replace any of them with the `messages` prop. */
export interface FormMessages {
  required: string;
  number: string;
  integer: string;
  /** `{max}` decimals at most, a form per plural category of the language (see `formatMessage`). */
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
   * `{count}` fields, a form per plural category of the language (the words that agree with the
   * count inside the form), and their `{names}`, a list joined as the language joins one.
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
  /**
   * A dismissible notice's close button: `{notice}` is the notice's text. One message, not two
   * texts joined in code, so each language writes its own punctuation (French: U+202F before `:`).
   */
  dismissNotice: string;
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
  /** The fiscal QR code's total, VAT included (field O of the Portuguese code). */
  qrTotal: string;
  qrVat: string;
  /** The receipt's attached file: `{name}` is its name (one message, as `dismissNotice`). */
  attachedFile: string;
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
