/**
 * What a field shows under its input. `server`: an error from the service (spec 2.7 `error` /
 * `errorText`, `validationErrors` at level ERROR); `warning`: a server warning (saving stays
 * possible); `client`: a check the library made before sending.
 */
export interface FieldMessage {
  type: 'server' | 'warning' | 'client';
  /** The text: a client check's in the session's wording, a server's as the server wrote it. */
  message: string;
  /**
   * What the text says, for code that decides by it: a client check's problem code (`required`,
   * `decimals`, ...), or the server's code of its first message (`error`, `validationErrors[].code`).
   */
  code?: string | undefined;
}

/**
 * The one home of the form's values and messages (never two copies kept in sync). The
 * session reads and writes through it; in React it is react-hook-form's control, in engine tests
 * {@link createMemoryStore}.
 */
export interface FieldStore {
  /** The edit value of a key (undefined when the form has none). */
  get(key: string): unknown;
  /** Every edit value, keyed by form key. */
  getAll(): Record<string, unknown>;
  /** Replace one value; listeners of the key are told. */
  set(key: string, value: unknown): void;
  /** Replace every value and clear every message (a newly loaded envelope). */
  reset(values: Record<string, unknown>): void;
  /** The message of a key; the same object until it changes. */
  message(key: string): FieldMessage | undefined;
  setMessage(key: string, message: FieldMessage): void;
  clearMessage(key: string): void;
  /** Listen to one key's value and message. */
  subscribe(key: string, listener: () => void): () => void;
}

/** Listeners kept per key: what every store implementation needs for `subscribe`. */
export interface KeyedListeners {
  add(key: string, listener: () => void): () => void;
  notify(key: string): void;
  notifyAll(): void;
}

/**
 * A map of listener sets by key, so a change to one field wakes only that field.
 *
 * @example
 * const listeners = keyedListeners();
 * const stop = listeners.add('f_amount', () => console.log('changed'));
 * listeners.notify('f_amount');
 */
export function keyedListeners(): KeyedListeners {
  const byKey = new Map<string, Set<() => void>>();
  return {
    add(key, listener) {
      let set = byKey.get(key);
      if (!set) byKey.set(key, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && byKey.get(key) === set) byKey.delete(key);
      };
    },
    notify(key) {
      const set = byKey.get(key);
      if (set) for (const listener of [...set]) listener();
    },
    notifyAll() {
      for (const key of [...byKey.keys()]) this.notify(key);
    },
  };
}
