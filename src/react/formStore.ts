import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../core/values/formValues';
import { keyedListeners, type FieldMessage, type FieldStore } from '../core/session/fieldStore';
import { isCurrencyKey } from '../core/values/amountCurrency';
import { reformat } from '../dom/formattedWhenIdle';
import { writeNativeValue } from '../dom/writeNativeValue';

/** The store port of a React form, plus the native inputs whose DOM holds their value. */
export interface ReactFieldStore extends FieldStore {
  /**
   * A native input (`bind: 'native'`) of a key mounts (or unmounts, with null): values the form
   * sets later are written to it, as react-hook-form's `register` writes to its refs.
   */
  attach(key: string, element: HTMLElement | null): void;
}

const MESSAGE_TYPES = new Set<string>(['server', 'warning', 'client']);

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
  form: Pick<
    UseFormReturn<FormValues>,
    'getValues' | 'setValue' | 'setError' | 'clearErrors' | 'getFieldState' | 'reset'
  >,
): ReactFieldStore {
  const listeners = keyedListeners();
  const elements = new Map<string, HTMLElement>();
  // Keys this port ever gave a message: a field without one (most, at mount) is answered without
  // react-hook-form's path lookups (four a field). Only this port sets the message types it reads.
  const messaged = new Set<string>();
  const { getValues, setValue, setError, clearErrors, getFieldState, reset } = form;
  return {
    get: (key) => getValues(key),
    getAll: () => getValues(),
    set(key, value) {
      setValue(key, value, { shouldDirty: false, shouldValidate: false });
      // A user's own edit is already in the input: the write finds it equal and does nothing.
      writeNativeValue(elements.get(key), value);
      // Amounts are shown in their currency: a new currency re-shows them (DOM only, no render).
      if (isCurrencyKey(key)) for (const element of elements.values()) reformat(element);
      listeners.notify(key);
    },
    reset(values) {
      reset(values);
      for (const [key, element] of elements) writeNativeValue(element, values[key]);
      listeners.notifyAll();
    },
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
      clearErrors(key);
      listeners.notify(key);
    },
    subscribe: (key, listener) => listeners.add(key, listener),
  };
}
