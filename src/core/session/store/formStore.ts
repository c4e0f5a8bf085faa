import type { FormValues } from '../../values/formValues';
import { keyedListeners, type FieldMessage, type FieldStore } from './fieldStore';
import { isCurrencyKey } from '../../values/amountCurrency';

/**
 * The inputs that hold their own value in the DOM (uncontrolled), as the page writes them: the
 * React adapter gives the DOM's writer; without one (a server, a test) nothing is written.
 */
export interface NativeInputs {
  /** Put a value the form set into the element (the user's own edit is already there). */
  write(element: HTMLElement | undefined, value: unknown): void;
  /** Show the element's value again (an amount whose currency changed). */
  reshow(element: HTMLElement): void;
}

const NO_INPUTS: NativeInputs = { write: () => undefined, reshow: () => undefined };

/** The store port of a React form, plus the native inputs whose DOM holds their value. */
export interface ReactFieldStore extends FieldStore {
  /**
   * A native input (`bind: 'native'`) of a key mounts (or unmounts, with null): values the form
   * sets later are written to it, as react-hook-form's `register` writes to its refs.
   */
  attach(key: string, element: HTMLElement | null): void;
  /**
   * Give react-hook-form the values of the last reset now (they are handed over when the page is
   * idle otherwise): for code that reads the form's `control` itself.
   */
  handOver(): void;
}

/**
 * The store that reset a react-hook-form form last. Another store over the same form (the form's
 * next source, a render React threw away) makes an earlier store's hand-over, still scheduled,
 * do nothing: it would put that store's values over the current ones.
 */
const owners = new WeakMap<object, object>();

const MESSAGE_TYPES = new Set<string>(['server', 'warning', 'client']);

/**
 * The methods of a react-hook-form form the store port calls, as react-hook-form 7 declares them
 * (described here, so the engine's room imports nothing of React's world).
 */
export interface HookFormMethods {
  getValues(): FormValues;
  getValues(key: string): unknown;
  setValue(
    key: string,
    value: unknown,
    options: { shouldDirty: boolean; shouldValidate: boolean },
  ): void;
  setError(key: string, error: FieldMessage): void;
  clearErrors(key: string): void;
  getFieldState(key: string): { error?: { type?: unknown; message?: unknown } | undefined };
  reset(values: FormValues): void;
}

/**
 * What the store port calls on a react-hook-form form, and all it takes of one.
 *
 * @example
 * for (const name of STORE_METHODS) lazy[name] = (...args) => made()[name](...args);
 */
export const STORE_METHODS = [
  'getValues',
  'setValue',
  'setError',
  'clearErrors',
  'getFieldState',
  'reset',
] as const;

/**
 * The session's store port over react-hook-form (ARCHITECTURE.md "House rules": react-hook-form is the React-side
 * store of values and errors). Values and errors live in the form's control only; this adds the
 * per-key listeners a field subscribes to, so a change wakes one field and no form-wide watcher,
 * and writes values the form sets into native inputs that hold their own.
 *
 * @example
 * const form = useForm<FormValues>();
 * const session = createFormSession({ transport, store: formStore(form) });
 */
export function formStore(
  form: HookFormMethods,
  schedule: (task: () => void) => void = whenIdle,
  inputs: NativeInputs = NO_INPUTS,
): ReactFieldStore {
  const self = {};
  const listeners = keyedListeners();
  const elements = new Map<string, HTMLElement>();
  // Keys this port ever gave a message: a field without one (most, at mount) is answered without
  // react-hook-form's path lookups (four a field). Only this port sets the message types it reads.
  const messaged = new Set<string>();
  const { getValues, setValue, setError, clearErrors, getFieldState, reset } = form;
  // Values given to `reset` and not yet handed to react-hook-form. Its reset copies them five
  // times (three deep clones, two spreads: 7 ms for 1,000 fields, the largest single cost of
  // showing a loaded form), so it runs once the form is on screen; until then reads are answered
  // from this Map, and any write, message or read of them all hands them over first, so the
  // session never sees the difference (ARCHITECTURE.md "Mount").
  let pending: Map<string, unknown> | null = null;
  const settle = () => {
    if (!pending) return;
    const values = Object.fromEntries(pending);
    pending = null;
    if (owners.get(form) === self) reset(values);
  };
  return {
    get: (key) => (pending ? pending.get(key) : getValues(key)),
    getAll: () => {
      settle();
      return getValues();
    },
    set(key, value) {
      settle();
      setValue(key, value, { shouldDirty: false, shouldValidate: false });
      // A user's own edit is already in the input: the write finds it equal and does nothing.
      inputs.write(elements.get(key), value);
      // Amounts are shown in their currency: a new currency re-shows them (DOM only, no render).
      if (isCurrencyKey(key)) for (const element of elements.values()) inputs.reshow(element);
      listeners.notify(key);
    },
    reset(values) {
      // A reset clears every message: none is left to answer for until one is set again.
      messaged.clear();
      // A copy, so the caller's object stays the caller's: into a Map, as spreading an object of a
      // thousand keys costs twenty times as much (V8 copies such an object key by key, slowly).
      const waiting = pending !== null;
      pending = new Map();
      for (const key in values) pending.set(key, values[key]);
      owners.set(form, self);
      if (!waiting) schedule(settle);
      for (const [key, element] of elements) inputs.write(element, values[key]);
      listeners.notifyAll();
    },
    handOver: settle,
    attach(key, element) {
      if (element) elements.set(key, element);
      else elements.delete(key);
    },
    message(key) {
      if (!messaged.has(key)) return undefined;
      const error = getFieldState(key).error;
      return error && MESSAGE_TYPES.has(String(error.type))
        ? (error as unknown as FieldMessage)
        : undefined;
    },
    setMessage(key, message) {
      settle();
      // The code rides along on the error (react-hook-form keeps extra keys): `undefined` clears
      // the one a message before left.
      const error: FieldMessage = {
        type: message.type,
        message: message.message,
        code: message.code,
      };
      messaged.add(key);
      setError(key, error);
      listeners.notify(key);
    },
    clearMessage(key) {
      settle();
      clearErrors(key);
      listeners.notify(key);
    },
    subscribe: (key, listener) => listeners.add(key, listener),
  };
}

/** Runs a task once the page is idle (after the frame that shows the form), or soon where it never idles. */
function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 0);
}
