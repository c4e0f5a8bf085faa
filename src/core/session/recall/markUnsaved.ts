import type { SessionContext } from '../context/sessionContext';

/**
 * Something changed that a save must store: the draft is written after its quiet time. The
 * recall room, where every edit goes through, is the one that says the form has changes.
 *
 * @example
 * markUnsaved(context);
 */
export function markUnsaved(context: SessionContext): void {
  context.unsaved = true;
  context.keeper?.touch();
}
