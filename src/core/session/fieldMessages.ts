import { holdsValue, type IndexedField } from '../wire/fieldIndex';
import { fieldProblem, type ValueContext } from '../values/formValues';
import type { ServerErrors } from '../values/merge';
import type { FieldsEnvelope } from '../wire/types';
import type { ValueProblem } from '../values/codecs';
import type { FieldStore } from './fieldStore';
import { placeServerMessages } from './placeServerMessages';

/** The messages under the fields: the server's, and the client checks' (ARCHITECTURE.md "Server errors"). */
export interface FieldMessages {
  /** A reply's server messages; keys in `skip` (edited meanwhile) keep what the user has. */
  placeServer(envelope: FieldsEnvelope, skip: ReadonlySet<string>): ServerErrors;
  /** The user edited a key: its server message goes; a client message is checked again. */
  edited(entry: IndexedField | undefined, key: string): void;
  /** Checks every shown field (a submit attempt); from now on every edit is checked. */
  checkAll(entries: Iterable<IndexedField>): boolean;
  /** The problems' wording changed (a new locale): client messages are written again. */
  reword(entries: Iterable<IndexedField>): void;
  /** A new envelope: no server message is placed and no submit was attempted. */
  reset(): void;
}

/**
 * The message bookkeeping of a session over its store.
 *
 * @example
 * const messages = createFieldMessages(store, () => ({ context: { locale: 'en' }, describe: (p) => p.code }));
 * const valid = messages.checkAll(index.entries());
 */
export function createFieldMessages(
  store: FieldStore,
  settings: () => { context: ValueContext; describe: (problem: ValueProblem) => string },
): FieldMessages {
  let serverKeys: ReadonlySet<string> = new Set<string>();
  /** After the first submit attempt a field is checked as it changes, not only when it was wrong. */
  let attempted = false;

  /** Sets or clears one field's client message from its check. */
  const check = (entry: IndexedField | undefined, key: string): boolean => {
    const { context, describe } = settings();
    const problem = entry ? fieldProblem(entry, store.get(key), context) : null;
    const current = store.message(key);
    if (problem) {
      const message = describe(problem);
      // The same message again changes nothing on screen: no write, no render.
      if (current?.type !== 'client' || current.message !== message)
        store.setMessage(key, { type: 'client', message });
    } else if (current) store.clearMessage(key);
    return problem === null;
  };

  return {
    placeServer(envelope, skip) {
      const placed = placeServerMessages(store, envelope, serverKeys, skip);
      serverKeys = placed.keys;
      return placed.collected;
    },
    edited(entry, key) {
      if (serverKeys.has(key)) {
        serverKeys = new Set([...serverKeys].filter((other) => other !== key));
        store.clearMessage(key);
      } else if (attempted || store.message(key)) {
        // A client error is checked again as the user fixes it, and after a submit attempt every
        // edit is; before that, typing costs no check.
        check(entry, key);
      }
    },
    checkAll(entries) {
      attempted = true;
      let valid = true;
      for (const entry of entries) {
        if (!entry.shown || !holdsValue(entry.item)) continue;
        if (!check(entry, entry.key)) valid = false;
      }
      // A passing field lost any message it had, the server's too.
      serverKeys = new Set([...serverKeys].filter((key) => store.message(key)));
      return valid;
    },
    reword(entries) {
      for (const entry of entries)
        if (store.message(entry.key)?.type === 'client') check(entry, entry.key);
    },
    reset() {
      serverKeys = new Set();
      attempted = false;
    },
  };
}
