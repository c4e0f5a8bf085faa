// What the form tells the person: status, error summary, outcome notices, dialogs and the command buttons.
export { FormStatus } from './FormStatus';
export { ErrorSummary } from './ErrorSummary';
export { SubmitButton } from './SubmitButton';
export { SaveOutcome } from './SaveOutcome';
