import type { SessionContext } from '../context/sessionContext';

/**
 * Something changed that a save must store: the draft is written after its quiet time. The
 * recall room, where every edit goes through, owns the fact that the form has changes
 * (ARCHITECTURE.md "The engine": one writer per fact).
 *
 * @example
 * markUnsaved(context);
 */
export function markUnsaved(context: SessionContext): void {
  context.unsaved = true;
  context.keeper?.touch();
}

/**
 * The form's values are stored: the envelope a reply or a load brought was adopted, or another
 * tab sent this form's queued save. Told by the room that learnt it; written here only.
 *
 * @example
 * markSaved(context);
 */
export function markSaved(context: SessionContext): void {
  context.unsaved = false;
}
