/** `expense-fields`: the React form, the control registry, the controls and hooks. */
export { FieldsForm, DefaultActions } from './react/form/FieldsForm';
export type { ConnectionSource, FieldsFormProps } from './react/form/FieldsForm';
export { useFieldsForm, isRetryable } from './react/session/useFieldsForm';
export type {
  DraftOptions,
  FieldSession,
  FieldsFormApi,
  SubmitState,
  TypedFormSession,
  UseFieldsFormOptions,
} from './react/session/useFieldsForm';
// Property names the compiler knows (ARCHITECTURE.md "Generated types"): the generated file
// augments `Register` of this entry; a screen of another form kind takes a typed handle.
export { typedFields } from './react/form/typedFields';
export type { TypedFields } from './react/form/typedFields';
export type {
  FieldName,
  Register,
  RegisteredFields,
  TypedFieldItem,
  UntypedFields,
  WireValueOf,
  WireValues,
} from './core/wire/register';
export { transportFromClient, transportFromEndpoint } from './core/http/transport';
export { fieldsEndpoints } from './core/http/endpoints';
export type { FieldsEndpoint } from './core/http/endpoints';
export { isExpenseReport } from './core/http/client';
export { DEFAULT_IMAGE_LIMITS } from './core/receipts/imageLimits';
export type { ImageLimits } from './core/receipts/imageLimits';
export type { NetworkPort } from './core/session/ports/network';
export type { SavedObject } from './core/http/client';
export type { FieldsSource, FieldsTransport } from './core/http/transport';
export { FieldShell, describedByFor } from './react/fields/FieldShell';
export type { FieldShellProps, FieldShellFrameProps } from './react/fields/FieldShell';
export { useFieldFrame } from './react/fields/useFieldFrame';
export type {
  FieldFrame,
  FieldFrameInputAria,
  FieldFrameMessage,
  FieldFrameWords,
} from './registry/fieldFrame';
export { Field } from './react/fields/Field';
export type { FieldProps } from './react/fields/Field';
export { FieldList } from './react/layout/FieldList';
export { ErrorSummary } from './react/status/ErrorSummary';
export { DraftNotice } from './react/status/DraftNotice';
export type { DraftNoticeProps } from './react/status/DraftNotice';
export { clearDrafts, indexedDbDrafts } from './core/session/drafts/indexedDbDrafts';
export { createMemoryDrafts } from './core/session/drafts/memoryDrafts';
export type { DraftStorage, DraftOffer, StoredDraft } from './core/session/drafts/draftStorage';
export type { ErrorSummaryProps } from './react/status/ErrorSummary';
export { FieldErrorBoundary } from './react/fields/FieldErrorBoundary';
export { ConfirmDialog } from './react/status/ConfirmDialog';
export type { ConfirmDialogProps } from './react/status/ConfirmDialog';
export { CommandButtons } from './react/status/CommandButtons';
export { FieldsFormContext, useFieldsFormContext } from './react/form/FieldsFormContext';
export type { FieldsFormContextValue } from './react/form/FieldsFormContext';
export { formsOnPage } from './react/page/formsOnPage';
export type { FormOnPage } from './react/page/formsOnPage';
export { FieldsFormProvider } from './react/form/FieldsFormProvider';
export type { FieldsFormProviderProps } from './react/form/FieldsFormProvider';
export { FormField } from './react/fields/FormField';
export type { FormFieldProps } from './react/fields/FormField';
export { FormFields } from './react/layout/FormFields';
export type { FormFieldsProps } from './react/layout/FormFields';
export { RemainingFields } from './react/layout/RemainingFields';
export { SubmitButton } from './react/status/SubmitButton';
export type { SubmitButtonProps } from './react/status/SubmitButton';
export { UndoButton } from './react/history/UndoButton';
export { RedoButton } from './react/history/RedoButton';
export type { HistoryButtonProps } from './react/history/HistoryButton';
export { useFormHistory } from './react/history/useFormHistory';
export type { FormHistory } from './react/history/useFormHistory';
export { historyKeys } from './react/history/historyKeys';
export type { HistoryKeyEvent } from './react/history/historyKeys';
export type { HistoryBoundary, HistorySnapshot } from './core/session/state/editHistory';
export { SaveOutcome } from './react/status/SaveOutcome';
export { FormStatus } from './react/status/FormStatus';
export type { FormStatusProps } from './react/status/FormStatus';
export { useField } from './react/fields/useField';
// What changed since a base envelope, live, and the review of a report
// (ARCHITECTURE.md "Review and changes").
export { useChanges } from './react/changes/useChanges';
export type { UseChangesOptions } from './react/changes/useChanges';
export { ChangeSummary } from './react/changes/ChangeSummary';
export type { ChangeSummaryProps } from './react/changes/ChangeSummary';
export type { ChangeRow, EnvelopeChanges } from './core/changes/envelopeChanges';
export type { ShownFile, ShownValue } from './core/changes/shownValue';
export { preloadReview } from './react/review/lazyReview';
// The review step of `reviewBeforeSave`, which the devtools read (ARCHITECTURE.md "Review and
// changes").
export type {
  SaveReview,
  SaveReviewEntry,
  SaveReviewState,
  SaveReviewStep,
} from './react/review/saveReview';
export type { UseFieldMessage, UseFieldResult } from './react/fields/useField';
export {
  BUILT_IN_MESSAGES,
  formatMessage,
  loadMessages,
  needsMessages,
  problemMessage,
  resolveMessages,
} from './i18n/messages';
export type { BuiltInLanguage, FormMessages, MessageParam } from './i18n/messages';
export { ControlsProvider, useControlOverrides } from './registry/ControlsProvider';
export type { ControlsProviderProps } from './registry/ControlsProvider';
export { defaultControls } from './react/fields/defaultControls';
export { controlEntryFor, resolveControls } from './registry/resolveControls';
// An app's own control type: its definition (`defineControlType`, expense-fields/core) joined to
// its editor and review (ARCHITECTURE.md "Control types").
export { controlTypeEntry } from './registry/controlTypeEntry';
export { lookEntry } from './react/fields/lookEntry';
export type { ControlTypeParts } from './registry/controlTypeEntry';
export type {
  ControlComponent,
  ControlEntry,
  ControlOverride,
  ControlOverrides,
  ControlProps,
  ControlRegistry,
  ReviewValueProps,
} from './registry/types';
export type { ListNames, ListNamesOf } from './core/values/listNames';
// A look's form parts beside its controls: the field's Frame under FORM_PARTS (ARCHITECTURE.md "Control types").
export { FORM_PARTS, resolveParts } from './registry/formParts';
// Hidden from the eye but read aloud, with no stylesheet: for a look's own announcements.
export { visuallyHidden } from './react/parts/visuallyHidden';
export type {
  AlertPartProps,
  ButtonPartProps,
  DialogPartProps,
  FormParts,
  FrameView,
} from './registry/formParts';
export { defaultParts } from './react/fields/defaultParts';
export { TextControl } from './controls/text/TextControl';
export { MultiLineTextControl } from './controls/multiLineText/MultiLineTextControl';
export { NumberControl } from './controls/double/NumberControl';
export { SwitchControl } from './controls/switch/SwitchControl';
export { InformationControl } from './controls/information/InformationControl';
export { UrlControl } from './controls/url/UrlControl';
export { UnknownControl } from './controls/unknown/UnknownControl';
export { FieldGroupControl } from './controls/fieldGroup/FieldGroupControl';
export { DateControl } from './controls/date/DateControl';
export { DateTimeControl } from './controls/dateTime/DateTimeControl';
export { preloadDateFields } from './controls/date/preloadDateFields';
export { ListControl } from './controls/list/ListControl';
export { GuestListControl } from './controls/guestList/GuestListControl';
export { RecipientListControl } from './controls/recipientList/RecipientListControl';
// Headless control hooks: DATE, DATE_TIME, LOCAL_DATE_TIME (ARCHITECTURE.md "Control types").
export { useDateControl } from './controls/date/useDateControl';
export type {
  DateControlResult,
  DateFieldText,
  DateSegmentProps,
} from './controls/date/useDateControl';
export type {
  CalendarDayProps,
  CalendarNavProps,
  DateCalendarModel,
} from './controls/dates/calendarModel';
export type { DateKind, PatternPart, SegmentType } from './controls/dates/datePattern';
export { assignRef } from './controls/assignRef';
/** @deprecated Use `useTextControl`, which returns the same props with the input's `ref`. */
export { textInputProps } from './controls/textInputProps';
// Headless control hooks for TEXT, MULTI_LINE_TEXT, DOUBLE, INTEGER, URL, SWITCH, FIELD_GROUP,
// INFORMATION and the unknown type: the behaviour a look draws with its own markup
// (ARCHITECTURE.md "Control types").
export { useTextControl } from './controls/text/useTextControl';
export type { UseTextControlResult } from './controls/text/useTextControl';
export { useNumberControl } from './controls/double/useNumberControl';
export type { UseNumberControlResult } from './controls/double/useNumberControl';
export { useLinkControl } from './controls/url/useLinkControl';
export type { UseLinkControlResult } from './controls/url/useLinkControl';
export { useSwitchControl } from './controls/switch/useSwitchControl';
export type { SwitchInputProps, UseSwitchControlResult } from './controls/switch/useSwitchControl';
export { useGroupControl } from './controls/fieldGroup/useGroupControl';
export type { UseGroupControlResult } from './controls/fieldGroup/useGroupControl';
export { useInformationControl } from './controls/information/useInformationControl';
export type { UseInformationControlResult } from './controls/information/useInformationControl';
export { useUnknownControl } from './controls/unknown/useUnknownControl';
export type { UseUnknownControlResult } from './controls/unknown/useUnknownControl';
export { ContentHolderControl } from './receipts/ContentHolderControl';
export { FiscalQrSummary } from './receipts/FiscalQrSummary';
export { decodeQrFromFile, scanQrFromCamera } from './receipts/qrScanner';
export type { CameraProblem } from './receipts/qrScanner';
// Headless hooks of GUEST_LIST, RECIPIENT_LIST and CONTENT_HOLDER: the behaviour a look draws
// with its own markup (ARCHITECTURE.md "Control types").
export { useGuestListControl } from './controls/guestList/useGuestListControl';
export type {
  GuestButtonProps,
  GuestInputProps,
  UseGuestListControlResult,
} from './controls/guestList/useGuestListControl';
export { useRecipientListControl } from './controls/recipientList/useRecipientListControl';
export type {
  RecipientChip,
  RecipientInputProps,
  UseRecipientListControlResult,
} from './controls/recipientList/useRecipientListControl';
export { useReceiptControl } from './receipts/useReceiptControl';
export type {
  ReceiptButtonProps,
  ReceiptFile,
  UseReceiptControlResult,
} from './receipts/useReceiptControl';
export type { FiscalSummary } from './receipts/fiscalSummary';
export type { FileUpload } from './core/http/transport';
export { EnvelopeWarning } from './core/session/recall/envelopeReply';
// Why a save never left (the form's own checks refused it): what `onError` gets.
export { ClientCheckError } from './core/session/save/clientCheckError';
export type { RefusedField } from './core/session/save/clientCheckError';
// The session's screen API and server rendering: the engine behind `form.engine`,
// a field found by property, messages with their code, the English text of client checks.
export type { FormActions, FormSession, SessionField } from './core/session/context/formSession';
export type { FieldMessage } from './core/session/store/fieldStore';
export type { FormSessionState } from './core/session/state/sessionState';
export type { SaveAttempt, SaveConfirmation } from './core/session/state/saveAttempts';
// The form's event stream (`onEvent`), as `expense-fields/session` names it.
export type {
  Activity,
  DraftEvent,
  ExchangeEvent,
  ExchangeKind,
  ExchangePhase,
  MessagesEvent,
  SessionEvent,
  StateEvent,
} from './core/session/state/sessionEvents';
export { PROBLEM_TEXT, problemText } from './core/values/problemText';
// Headless control hooks: LIST (ARCHITECTURE.md "LIST"; a look draws the combobox with them).
export { useListControl, LIST_SEARCH_DELAY_MS } from './controls/list/useListControl';
export type {
  ListInputProps,
  ListOptionGroup,
  ListSelectedValue,
  ListStatus,
  UseListControlResult,
} from './controls/list/listControlTypes';
