import { useEffect } from 'react';

/**
 * A hidden page may never come back (a closed laptop, a killed tab): its draft is written now.
 *
 * @example
 * useFlushOnHide(engine.flushDraft);
 */
export function useFlushOnHide(flushDraft: () => void): void {
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') flushDraft();
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', flushDraft);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', flushDraft);
    };
  }, [flushDraft]);
}
