import { useCallback, useSyncExternalStore } from 'react';
import type { FieldMessage, FieldStore } from '../../core/session/store/fieldStore';

const noMessage = () => undefined;

/**
 * The message a field shows, read from its key's own subscription: the component renders when
 * that key's message comes or goes, never for another field (ARCHITECTURE.md "Composition").
 * Serves `useField` and `useFieldFrame` alike.
 *
 * @example
 * const shown = useFieldMessage(session.store, key, item !== undefined);
 */
export function useFieldMessage(
  store: Pick<FieldStore, 'subscribe' | 'message'>,
  key: string,
  present: boolean,
): FieldMessage | undefined {
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(key, listener),
    [store, key],
  );
  const read = present ? () => store.message(key) : noMessage;
  return useSyncExternalStore(subscribe, read, read);
}
