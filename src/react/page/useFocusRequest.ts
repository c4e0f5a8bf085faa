import { useCallback, useEffect } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import { focusField } from './focusField';

/**
 * Focus follows the session's request (a save refused by the checks, an invalid reply), after
 * the messages are on screen: the first field in error, or the summary when none is placed.
 * Returns the same focusing for the app's own button.
 *
 * @example
 * const focusFirstError = useFocusRequest(engine, domId, state.focusRequest);
 */
export function useFocusRequest(
  engine: FormSession,
  domId: (key: string) => string,
  focusRequest: number,
): () => void {
  const focusFirstError = useCallback(() => {
    const key = engine.firstErrorKey();
    if (key === null || !focusField(domId(key))) document.getElementById(domId('summary'))?.focus();
  }, [engine, domId]);
  useEffect(() => {
    if (focusRequest > 0) focusFirstError();
  }, [focusRequest, focusFirstError]);
  return focusFirstError;
}
