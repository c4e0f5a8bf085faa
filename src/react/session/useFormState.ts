import { useCallback, useSyncExternalStore } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import type { FormSessionState } from '../../core/session/state/sessionState';

/**
 * A part of the session's form-level state, read with `useSyncExternalStore`: the component renders
 * again only when the selected value changes (compared with `Object.is`), so a part that shows the
 * submit state does not render for a re-call, and nothing renders for a keystroke. The selector
 * must return a primitive or a piece of the snapshot, never a new object. The server render reads
 * the same snapshot (ARCHITECTURE.md "Composition").
 *
 * @example
 * const submitState = useFormState(session.engine, (state) => state.submitState);
 */
export function useFormState<T>(engine: FormSession, select: (state: FormSessionState) => T): T {
  // The selector is usually an inline arrow: reading through a callback keyed on the engine keeps
  // the subscription while each render reads with the latest selector.
  const read = () => select(engine.getSnapshot());
  const subscribe = useCallback((listener: () => void) => engine.subscribe(listener), [engine]);
  return useSyncExternalStore(subscribe, read, read);
}
