import { useEffect } from 'react';

/**
 * Leaving the page with unsaved changes asks first (`beforeunload`); after a save it does not.
 *
 * @example
 * useUnloadGuard(engine.isDirty, options.guardUnload !== false);
 */
export function useUnloadGuard(isDirty: () => boolean, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty, enabled]);
}
