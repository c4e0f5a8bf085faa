import { useEffect } from 'react';

/**
 * The field whose change is being re-called shows its progress: `aria-busy` on its element, set
 * here, so no field subscribes to it (a large form pays nothing for it).
 *
 * @example
 * useBusyMark(state.busyKey, domId);
 */
export function useBusyMark(busyKey: string | null, domId: (key: string) => string): void {
  useEffect(() => {
    if (busyKey === null) return undefined;
    const field = document.querySelector(`[data-field="${domId(busyKey)}"]`);
    field?.setAttribute('aria-busy', 'true');
    return () => field?.removeAttribute('aria-busy');
  }, [busyKey, domId]);
}
