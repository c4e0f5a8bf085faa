import type { FormSession } from '../../core/session/context/formSession';
import type { ReactFieldStore } from '../session/nativeInputStore';
import type { Clock } from '../../core/session/ports/clock';
import type { ImageLimits } from '../../core/receipts/imageLimits';
import { escapeCharacters } from '../../core/wire/escapeCharacters';
import { createListNames } from '../../core/values/listNames';
import type { FieldSession } from '../form/fieldsFormTypes';
import type { FormMethods } from '../session/useFieldsForm';
import type { SaveReview } from '../review/saveReview';

const NOT_ID_SAFE = /[^A-Za-z0-9_-]/g;
const charCode = (char: string) => `-${char.charCodeAt(0).toString(16)}`;

/**
 * A form key as a part of a DOM id: each character outside `[A-Za-z0-9_-]` as `-` and its code.
 *
 * @example
 * domSafe('f_verification%amount'); // 'f_verification-25amount'
 */
export const domSafe = (key: string): string => escapeCharacters(key, '%', NOT_ID_SAFE, charCode);

/**
 * What fields are wired with, stable for the form's life: the engine, DOM ids, native inputs,
 * the transport's upload and list values (one loader per url: two hundred lists share one), and
 * the names of list values the form has seen.
 *
 * @example
 * const session = useMemo(() => fieldSession({ form, engine, store, domId, imageLimits, clock, saveReview }), [...]);
 */
export function fieldSession(parts: {
  form: FormMethods;
  engine: FormSession;
  store: ReactFieldStore;
  domId: (key: string) => string;
  imageLimits: ImageLimits | false | undefined;
  clock: Clock;
  saveReview: SaveReview;
}): FieldSession {
  const { form, engine, store, domId, imageLimits, clock, saveReview } = parts;
  const loaders = new Map<string, ReturnType<FieldSession['loadList']>>();
  // Every field reads `upload` at mount: one function for the form, not one per field. It reads
  // the engine's transport when called (a new transport may come with the settings).
  const upload: NonNullable<FieldSession['upload']> = (body, given, signal) =>
    engine.transport.upload?.(body, given, signal) ?? Promise.reject(new Error('No upload.'));
  return {
    // Read, it gives react-hook-form the last envelope's values first (the store hands them
    // over when the page is idle otherwise).
    get control() {
      store.handOver();
      return form.control;
    },
    engine,
    store,
    attach: store.attach,
    domId,
    keyOf: engine.keyOf,
    runCommand: engine.runCommand,
    removeField: engine.removeField,
    prefill: engine.prefill,
    get upload() {
      return engine.transport.upload ? upload : null;
    },
    loadList(url) {
      if (!engine.transport.listValues) return null;
      let load = loaders.get(url);
      if (!load) {
        load = (query, signal) =>
          engine.transport.listValues?.(url, query, signal) ??
          Promise.reject(new Error('No list source.'));
        loaders.set(url, load);
      }
      return load;
    },
    listNames: createListNames(),
    valueContext: engine.valueContext,
    imageLimits,
    clock,
    saveReview,
  };
}
