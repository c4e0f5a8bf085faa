// The service's wire format: data model, envelope parsing, wire names, field index, errors, JSON helpers.
export {
  canBeRetracted,
  canChangeExpenses,
  applyCapabilityRules,
  capabilityFactsOf,
} from './capabilities';
export type { CapabilityFacts } from './capabilities';
export type {
  ValueProblem,
  ValueResult,
  CodecContext,
  ValueCodec,
  ShownFile,
  ShownValue,
  ShowOptions,
  ShowContext,
  FieldAttribute,
  ControlTypeDefinition,
} from './controlTypeDefinition';
export {
  registerControlType,
  ensureControlTypes,
  controlTypeOf,
  definedControlTypes,
} from './controlTypeOf';
export { developing } from './developing';
export { parseEnvelope, toWire, fieldToWire } from './envelope';
export type { EnvelopeOptions } from './envelope';
export { EnvelopeError, ExpenseApiError, isConcurrentModification } from './errors';
export type { EnvelopeProblem } from './errors';
export { escapeCharacters } from './escapeCharacters';
export {
  decodeListValue,
  preloadedLabel,
  FIELD_ATTRIBUTES,
  decodeAttribute,
} from './fieldAttributes';
export type { Decoded } from './fieldAttributes';
export {
  fieldKey,
  propertyOfKey,
  indexFields,
  holdsValue,
  mapFields,
  withoutField,
} from './fieldIndex';
export type { IndexedField } from './fieldIndex';
export { itemsByKey } from './itemsByKey';
export { isJsonObject, jsonEqual, MAX_JSON_DEPTH, jsonShape, defineJson } from './json';
export { DEFAULT_WIRE_NAMES, resolveWireNames } from './wireNames';
export type { WireNames } from './wireNames';
