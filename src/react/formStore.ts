import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from '../core/formValues';
import { keyedListeners, type FieldMessage, type FieldStore } from '../core/session/fieldStore';

const MESSAGE_TYPES = new Set<string>(['server', 'warning', 'client']);

/**
 * The session's store port over react-hook-form (DESIGN.md: react-hook-form is the React-side
 * store of values and errors). Values and errors live in the form's control only; this adds the
 * per-key listeners a field subscribes to, so a change wakes one field and no form-wide watcher.
 *
 * @example
 * const form = useForm<FormValues>();
 * const session = createFormSession({ transport, store: formStore(form) });
 */
export function formStore(form: UseFormReturn<FormValues>): FieldStore {
  const listeners = keyedListeners();
  const { getValues, setValue, setError, clearErrors, getFieldState, reset } = form;
  return {
    get: (key) => getValues(key),
    getAll: () => getValues(),
    set(key, value) {
      setValue(key, value, { shouldDirty: false, shouldValidate: false });
      listeners.notify(key);
    },
    reset(values) {
      reset(values);
      listeners.notifyAll();
    },
    message(key) {
      const error = getFieldState(key).error;
      return error && MESSAGE_TYPES.has(String(error.type))
        ? (error as unknown as FieldMessage)
        : undefined;
    },
    setMessage(key, message) {
      setError(key, { type: message.type, message: message.message });
      listeners.notify(key);
    },
    clearMessage(key) {
      clearErrors(key);
      listeners.notify(key);
    },
    subscribe: (key, listener) => listeners.add(key, listener),
  };
}
