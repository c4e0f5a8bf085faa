// Values as the form edits and the service stores them: codecs, envelope and form values, the re-call merge, messages.
export { currencyKeyFor, isCurrencyKey } from './amountCurrency';
export { formatInCurrency, currencyCode } from './amountText';
export { codecParts } from './codecParts';
export { instantCodec, isEmailAddress, codecFor, checkEdit } from './codecs';
export { envelopeToValues, applyValues, fieldProblem, validateValues } from './formValues';
export type { FormValues, ValueContext, AppliedValues } from './formValues';
export { formatMessage } from './formatMessage';
export type { MessageParam } from './formatMessage';
export { createListNames } from './listNames';
export type { ListNamesOf, ListNames } from './listNames';
export { mergeRecall } from './merge';
export type { FormSnapshot, MergedRecall } from './merge';
export { PROBLEM_TEXT, problemText } from './problemText';
export { collectServerErrors } from './serverMessages';
export type { ServerMessage, ServerErrors } from './serverMessages';
export { isSafeHttpUrl } from './urls';
