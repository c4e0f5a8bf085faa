import { holdsValue, type IndexedField } from '../../wire/fieldIndex';
import { fieldProblem, type ValueContext } from '../../values/formValues';
import type { ServerErrors } from '../../values/serverMessages';
import type { FieldsEnvelope } from '../../wire/model/types';
import type { ValueProblem } from '../../values/codecs';
import type { FieldMessage, FieldStore } from './fieldStore';
import { placeServerMessages } from './placeServerMessages';
import { createSubscribable } from '../../base/subscribable';

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
  /** Told once per operation that changed a message (the error summary listens). */
  subscribe(listener: () => void): () => void;
  /** The shown fields' messages in server order; the same array until one changes. */
  list(fields: readonly IndexedField[]): readonly KeyedMessage[];
}

/** A field's message with its form key, as the error summary lists it. */
export interface KeyedMessage {
  key: string;
  message: FieldMessage;
}

/**
 * The message bookkeeping of a session over its store.
 *
 * @example
 * const messages = createFieldMessages(store, () => ({ context: { locale: 'en' }, describe: problemText }));
 * const valid = messages.checkAll(index.entries());
 */
export function createFieldMessages(
  store: FieldStore,
  settings: () => { context: ValueContext; describe: (problem: ValueProblem) => string },
): FieldMessages {
  let serverKeys: ReadonlySet<string> = new Set<string>();
  /** After the first submit attempt a field is checked as it changes, not only when it was wrong. */
  let attempted = false;
  /** Grows with every message change: the summary's list is built again only then. */
  let version = 0;
  const listeners = createSubscribable();
  let listed: { version: number; fields: readonly IndexedField[]; list: KeyedMessage[] } | null =
    null;
  /** One notice per operation, not per field: a submit's fifty messages render the summary once. */
  const changed = () => {
    version += 1;
    listeners.notify();
  };

  /** Sets or clears one field's client message from its check; true when it wrote. */
  const write = (entry: IndexedField | undefined, key: string): boolean => {
    const { context, describe } = settings();
    const problem = entry ? fieldProblem(entry, store.get(key), context) : null;
    const current = store.message(key);
    if (problem) {
      const message = describe(problem);
      // The same message again changes nothing on screen: no write, no render.
      const same =
        current?.type === 'client' && current.message === message && current.code === problem.code;
      if (same) return false;
      store.setMessage(key, { type: 'client', message, code: problem.code });
      return true;
    }
    if (!current) return false;
    store.clearMessage(key);
    return true;
  };
  const valid = (key: string) => store.message(key)?.type !== 'client';

  return {
    placeServer(envelope, skip) {
      const placed = placeServerMessages(store, envelope, serverKeys, skip);
      serverKeys = placed.keys;
      changed();
      return placed.collected;
    },
    edited(entry, key) {
      if (serverKeys.has(key)) {
        serverKeys = new Set([...serverKeys].filter((other) => other !== key));
        store.clearMessage(key);
        changed();
      } else if ((attempted || store.message(key)) && write(entry, key)) {
        // A client error is checked again as the user fixes it, and after a submit attempt every
        // edit is; before that, typing costs no check. A keystroke that changes no message
        // tells no one.
        changed();
      }
    },
    checkAll(entries) {
      attempted = true;
      let passed = true;
      for (const entry of entries) {
        if (!entry.shown || !holdsValue(entry.item)) continue;
        write(entry, entry.key);
        if (!valid(entry.key)) passed = false;
      }
      // A passing field lost any message it had, the server's too.
      serverKeys = new Set([...serverKeys].filter((key) => store.message(key)));
      changed();
      return passed;
    },
    reword(entries) {
      for (const entry of entries)
        if (store.message(entry.key)?.type === 'client') write(entry, entry.key);
      changed();
    },
    reset() {
      serverKeys = new Set();
      attempted = false;
      changed();
    },
    subscribe: listeners.subscribe,
    list(fields) {
      if (listed?.version !== version || listed.fields !== fields) {
        const list = fields.flatMap(({ key, shown }) => {
          const message = shown ? store.message(key) : undefined;
          return message ? [{ key, message }] : [];
        });
        // The same messages as before (a re-call that changed none): the same array, no render.
        const before = listed?.list;
        const same =
          before?.length === list.length &&
          list.every(
            (entry, at) => entry.key === before[at]?.key && entry.message === before[at]?.message,
          );
        listed = { version, fields, list: same ? before : list };
      }
      return listed.list;
    },
  };
}
