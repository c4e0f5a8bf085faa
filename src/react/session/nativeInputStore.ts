import type { HookFormStore } from '../../core/session/store/formStore';
import { isCurrencyKey } from '../../core/values/amountCurrency';
import { reformat } from '../../dom/formattedWhenIdle';
import { writeNativeValue } from '../../dom/writeNativeValue';

/** The form's store as the page holds it: the core's store port, plus the native inputs' DOM. */
export interface ReactFieldStore extends HookFormStore {
  /**
   * A native input (`bind: 'native'`) of a key mounts (or unmounts, with null): values the form
   * sets later are written to it, as react-hook-form's `register` writes to its refs.
   */
  attach(key: string, element: HTMLElement | null): void;
}

/**
 * The store port of a form on a page: the core's store over react-hook-form keeps values and
 * messages, and this writes the values the form sets into the native inputs that hold their own
 * in the DOM (uncontrolled). The elements live here, on the React side, so the engine's store
 * holds no DOM and runs on a server or in a test as it is.
 *
 * @example
 * const store = nativeInputStore(formStore(form));
 * createFormSession({ transport, store });
 */
export function nativeInputStore(store: HookFormStore): ReactFieldStore {
  const elements = new Map<string, HTMLElement>();
  return {
    ...store,
    set(key, value) {
      store.set(key, value);
      // A user's own edit is already in the input: the write finds it equal and does nothing.
      writeNativeValue(elements.get(key), value);
      // Amounts are shown in their currency: a new currency re-shows them (DOM only, no render).
      if (isCurrencyKey(key)) for (const element of elements.values()) reformat(element);
    },
    reset(values) {
      store.reset(values);
      for (const [key, element] of elements) writeNativeValue(element, values[key]);
    },
    attach(key, element) {
      if (element) elements.set(key, element);
      else elements.delete(key);
    },
  };
}
