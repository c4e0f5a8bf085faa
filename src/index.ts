/** `expense-fields`: the React form, the control registry, the controls and hooks. */
export { FieldsForm, DefaultActions } from './react/FieldsForm';
export type { ConnectionSource, FieldsFormProps } from './react/FieldsForm';
export { useFieldsForm, isRetryable } from './react/useFieldsForm';
export type {
  DraftOptions,
  FieldSession,
  FieldsFormApi,
  SubmitState,
  UseFieldsFormOptions,
} from './react/useFieldsForm';
export { transportFromClient, transportFromEndpoint } from './core/http/transport';
export { fieldsEndpoints } from './core/http/endpoints';
export type { FieldsEndpoint } from './core/http/endpoints';
export { isExpenseReport } from './core/http/client';
export { DEFAULT_IMAGE_LIMITS } from './core/receipts/imageLimits';
export type { ImageLimits } from './core/receipts/imageLimits';
export type { NetworkPort } from './core/session/ports/network';
export type { SavedObject } from './core/http/client';
export type { FieldsSource, FieldsTransport } from './core/http/transport';
export { FieldShell, describedByFor } from './react/FieldShell';
export type { FieldShellProps } from './react/FieldShell';
export { Field } from './react/Field';
export type { FieldProps } from './react/Field';
export { FieldList } from './react/FieldList';
export { ErrorSummary } from './react/ErrorSummary';
export { DraftNotice } from './react/DraftNotice';
export type { DraftNoticeProps } from './react/DraftNotice';
export { clearDrafts, indexedDbDrafts } from './core/session/drafts/indexedDbDrafts';
export { createMemoryDrafts } from './core/session/drafts/memoryDrafts';
export type { DraftStorage, DraftOffer, StoredDraft } from './core/session/drafts/draftStorage';
export type { ErrorSummaryProps } from './react/ErrorSummary';
export { FieldErrorBoundary } from './react/FieldErrorBoundary';
export { ConfirmDialog } from './react/ConfirmDialog';
export type { ConfirmDialogProps } from './react/ConfirmDialog';
export { CommandButtons } from './react/CommandButtons';
export { FieldsFormContext, useFieldsFormContext } from './react/FieldsFormContext';
export type { FieldsFormContextValue } from './react/FieldsFormContext';
export { formsOnPage } from './react/formsOnPage';
export type { FormOnPage } from './react/formsOnPage';
export { FieldsFormProvider } from './react/FieldsFormProvider';
export type { FieldsFormProviderProps } from './react/FieldsFormProvider';
export { FormField } from './react/FormField';
export type { FormFieldProps } from './react/FormField';
export { FormFields } from './react/FormFields';
export type { FormFieldsProps } from './react/FormFields';
export { RemainingFields } from './react/RemainingFields';
export { SubmitButton } from './react/SubmitButton';
export type { SubmitButtonProps } from './react/SubmitButton';
export { UndoButton } from './react/history/UndoButton';
export { RedoButton } from './react/history/RedoButton';
export type { HistoryButtonProps } from './react/history/HistoryButton';
export { useFormHistory } from './react/history/useFormHistory';
export type { FormHistory } from './react/history/useFormHistory';
export { historyKeys } from './react/history/historyKeys';
export type { HistoryKeyEvent } from './react/history/historyKeys';
export type { HistoryBoundary, HistorySnapshot } from './core/session/state/editHistory';
export { SaveOutcome } from './react/SaveOutcome';
export { FormStatus } from './react/FormStatus';
export type { FormStatusProps } from './react/FormStatus';
export { useField } from './react/useField';
// What changed since a base envelope, live, and the review of a report
// (ARCHITECTURE.md "Review and changes").
export { useChanges } from './react/changes/useChanges';
export type { UseChangesOptions } from './react/changes/useChanges';
export { ChangeSummary } from './react/changes/ChangeSummary';
export type { ChangeSummaryProps } from './react/changes/ChangeSummary';
export type { ChangeRow, EnvelopeChanges, ShownFile, ShownValue } from './core/changes';
export { preloadReview } from './react/review/lazyReview';
// The review step of `reviewBeforeSave`, which the devtools read (ARCHITECTURE.md "Review and
// changes").
export type {
  SaveReview,
  SaveReviewEntry,
  SaveReviewState,
  SaveReviewStep,
} from './react/review/saveReview';
export type { UseFieldMessage, UseFieldResult } from './react/useField';
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
export { defaultControls } from './react/defaultControls';
export { controlEntryFor, resolveControls } from './registry/resolveControls';
// An app's own control type: its definition (`defineControlType`, expense-fields/core) joined to
// its editor and review (ARCHITECTURE.md "Control types").
export { controlTypeEntry } from './registry/controlTypeEntry';
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
export { preloadDateFields } from './controls/dateField';
export { ListControl, LIST_SEARCH_DELAY_MS } from './controls/list/ListControl';
export { GuestListControl } from './controls/guestList/GuestListControl';
export { RecipientListControl } from './controls/recipientList/RecipientListControl';
export { textInputProps } from './controls/textInputProps';
export { assignRef } from './controls/assignRef';
export { ContentHolderControl } from './receipts/ContentHolderControl';
export { FiscalQrSummary } from './receipts/FiscalQrSummary';
export { decodeQrFromFile, scanQrFromCamera } from './receipts/qrScanner';
export type { CameraProblem } from './receipts/qrScanner';
export type { FileUpload } from './core/http/transport';
export { EnvelopeWarning } from './core/session/recall/envelopeReply';
// Why a save never left (the form's own checks refused it): what `onError` gets.
export { ClientCheckError } from './core/session/save/clientCheckError';
export type { RefusedField } from './core/session/save/clientCheckError';
// The session's screen API and server rendering: the engine behind `form.engine`,
// a field found by property, messages with their code, the English text of client checks.
export type { FormSession, SessionField } from './core/session/context/formSession';
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
