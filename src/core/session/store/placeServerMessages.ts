import { collectServerErrors, type ServerErrors } from '../../values/serverMessages';
import type { FieldsEnvelope } from '../../wire/model/types';
import type { FieldStore } from './fieldStore';

/**
 * Puts a reply's server messages on their fields (ARCHITECTURE.md "Server errors"): the messages the
 * previous reply placed are cleared first, and a field the user edited meanwhile (`skip`) is left
 * as the user has it. Errors come before warnings in a field's text. Returns what was collected
 * and the keys that now carry a server message.
 *
 * @example
 * const { collected, keys } = placeServerMessages(store, reply, previousKeys, new Set());
 */
export function placeServerMessages(
  store: FieldStore,
  envelope: FieldsEnvelope,
  previousKeys: ReadonlySet<string>,
  skip: ReadonlySet<string>,
): { collected: ServerErrors; keys: Set<string> } {
  const collected = collectServerErrors(envelope);
  for (const key of previousKeys) if (!skip.has(key)) store.clearMessage(key);
  const keys = new Set<string>();
  for (const [key, list] of Object.entries(collected.byKey)) {
    if (skip.has(key)) continue;
    const errorsFirst = [...list].sort((a, b) =>
      a.level === b.level ? 0 : a.level === 'ERROR' ? -1 : 1,
    );
    store.setMessage(key, {
      type: errorsFirst[0]?.level === 'ERROR' ? 'server' : 'warning',
      message: errorsFirst.map((entry) => entry.message).join(' '),
      code: errorsFirst[0]?.code,
    });
    keys.add(key);
  }
  return { collected, keys };
}
