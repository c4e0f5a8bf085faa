import { useContext } from 'react';
import type { FormSession } from '../../core/session/context/formSession';
import type { HistorySnapshot } from '../../core/session/state/editHistory';
import { FieldsFormContext, noFormError } from '../form/FieldsFormContext';
import { useHistoryState } from './useHistoryState';

/** The undo history of the enclosing form, live, with its two moves. */
export interface FormHistory extends HistorySnapshot {
  undo(): Promise<void>;
  redo(): Promise<void>;
}

/**
 * The undo history of the enclosing form (ARCHITECTURE.md "History"): whether there is a step to
 * undo or redo, why not after a save or a command (`cleared`), and the last move (`moved`). The
 * component renders when one of those facts changes, never per keystroke. Pass `engine` outside a
 * form's context (a headless screen's own toolbar).
 *
 * @example
 * const { canUndo, undo } = useFormHistory();
 * return <button type="button" disabled={!canUndo} onClick={() => void undo()}>Undo</button>;
 */
export function useFormHistory(engine?: FormSession): FormHistory {
  const context = useContext(FieldsFormContext);
  const session = engine ?? context?.session.engine;
  if (!session) throw noFormError('useFormHistory()');
  const snapshot = useHistoryState(session, (history) => history);
  return { ...snapshot, undo: session.undo, redo: session.redo };
}
