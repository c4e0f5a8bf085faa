import { useCallback, useSyncExternalStore } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import type { HistorySnapshot } from '../../core/session/state/editHistory';

/**
 * A part of the undo history, read with `useSyncExternalStore`: the component renders only when
 * the selected value changes (`Object.is`), as `useFormState` does for the form's state. The
 * selector returns a primitive or a piece of the snapshot, never a new object.
 *
 * @example
 * const canUndo = useHistoryState(engine, (history) => history.canUndo);
 */
export function useHistoryState<T>(
  engine: FormSession,
  select: (history: HistorySnapshot) => T,
): T {
  const read = () => select(engine.history());
  const subscribe = useCallback(
    (listener: () => void) => engine.subscribeHistory(listener),
    [engine],
  );
  return useSyncExternalStore(subscribe, read, read);
}
