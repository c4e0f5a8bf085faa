// The service's wire format: data model, envelope parsing, wire names, field index, errors, JSON helpers.
export { parseEnvelope, toWire } from './envelope';
export { fieldKey } from './fieldIndex';
export { EnvelopeError, ExpenseApiError } from './errors';
