// What the form tells the person: status, error summary, outcome notices, dialogs and the command buttons.
export { CommandButtons } from './CommandButtons';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { DraftNotice } from './DraftNotice';
export type { DraftNoticeProps } from './DraftNotice';
export { ErrorSummary } from './ErrorSummary';
export type { ErrorSummaryProps } from './ErrorSummary';
export { FormStatus, loadStatus } from './FormStatus';
export type { FormStatusProps } from './FormStatus';
export { SaveOutcome } from './SaveOutcome';
export { SubmitButton } from './SubmitButton';
export type { SubmitButtonProps } from './SubmitButton';
export { UnseenProblems } from './UnseenProblems';
export { isRetryable } from './isRetryable';
export { savedAtText } from './savedAtText';
