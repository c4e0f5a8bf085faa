import { keyedListeners, type FieldMessage, type FieldStore } from './fieldStore';

/**
 * A plain in-memory {@link FieldStore}: for engine tests, servers, and screens that keep values
 * outside React.
 *
 * @example
 * const store = createMemoryStore();
 * const session = createFormSession({ transport, store });
 */
export function createMemoryStore(initial: Record<string, unknown> = {}): FieldStore {
  let values: Record<string, unknown> = { ...initial };
  const messages = new Map<string, FieldMessage>();
  const listeners = keyedListeners();
  return {
    get: (key) => values[key],
    getAll: () => ({ ...values }),
    set(key, value) {
      values[key] = value;
      listeners.notify(key);
    },
    reset(next) {
      values = { ...next };
      messages.clear();
      listeners.notifyAll();
    },
    message: (key) => messages.get(key),
    setMessage(key, message) {
      messages.set(key, { ...message });
      listeners.notify(key);
    },
    clearMessage(key) {
      if (messages.delete(key)) listeners.notify(key);
    },
    subscribe: (key, listener) => listeners.add(key, listener),
  };
}
