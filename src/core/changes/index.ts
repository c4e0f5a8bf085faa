/** What changed between two envelopes, and a value as the form shows it (ARCHITECTURE.md "Review and changes"). */
export { envelopeChanges } from './envelopeChanges';
export type { ChangeRow, EnvelopeChanges } from './envelopeChanges';
export { itemsByKey, shownValue } from './shownValue';
export type { ShowOptions, ShownFile, ShownValue } from './shownValue';
