import { useEffect } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import { focusField } from '../page/focusField';

/**
 * After an undo or redo, focus goes to the field that changed (ARCHITECTURE.md "History"). It
 * listens to the session itself: nothing renders for it.
 *
 * @example
 * useHistoryFocus(engine, domId);
 */
export function useHistoryFocus(engine: FormSession, domId: (key: string) => string): void {
  useEffect(() => {
    let last = engine.history().moved;
    return engine.subscribeHistory(() => {
      const { moved } = engine.history();
      if (!moved || moved === last) return;
      last = moved;
      focusField(domId(moved.key));
    });
  }, [engine, domId]);
}
