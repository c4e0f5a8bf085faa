/**
 * `core/session/store/` (ARCHITECTURE.md "The engine"): Where values and messages live: the store port, its react-hook-form and in-memory stores, field messages.
 */
export { createMemoryStore } from './memoryStore';
export { keyedListeners } from './fieldStore';
export type { FieldMessage, FieldStore, KeyedListeners } from './fieldStore';
export { createFieldMessages } from './fieldMessages';
export type { FieldMessages, KeyedMessage } from './fieldMessages';
export { placeServerMessages } from './placeServerMessages';
export { formStore, STORE_METHODS } from './formStore';
export type { HookFormMethods, HookFormStore } from './formStore';
