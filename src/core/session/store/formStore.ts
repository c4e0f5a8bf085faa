import type { FormValues } from '../../values/formValues';
import { keyedListeners, type FieldMessage, type FieldStore } from './fieldStore';

/**
 * The store port over react-hook-form: values and messages only. What the page's DOM holds (native
 * inputs that keep their own value) is the React side's (`react/session/nativeInputStore.ts`).
 */
export interface HookFormStore extends FieldStore {
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
 * per-key listeners a field subscribes to, so a change wakes one field and no form-wide watcher.
 *
 * @example
 * const form = useForm<FormValues>();
 * const session = createFormSession({ transport, store: formStore(form) });
 */
export function formStore(
  form: HookFormMethods,
  schedule: (task: () => void) => void = whenIdle,
): HookFormStore {
  const self = {};
  const listeners = keyedListeners();
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
      listeners.notifyAll();
    },
    handOver: settle,
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
