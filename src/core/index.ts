/**
 * `expense-fields/core`: the interface's data model, the envelope engine, value codecs, the HTTP
 * client and the fiscal QR parser. Never imports React.
 */
export { EnvelopeError, ExpenseApiError, isConcurrentModification } from './errors';
export type { EnvelopeProblem } from './errors';
