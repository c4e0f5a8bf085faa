import { useId, type ReactNode } from 'react';
import type { HistoryBoundary } from '../../core/session/state/editHistory';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { useHistoryState } from './useHistoryState';

/** Props of `<UndoButton />` and `<RedoButton />`. */
export interface HistoryButtonProps {
  /** The button's words; default the form's "Undo" / "Redo". */
  children?: ReactNode;
}

const SHORTCUTS = {
  undo: 'Control+Z Meta+Z',
  redo: 'Control+Shift+Z Meta+Shift+Z Control+Y',
} as const;

/**
 * The one button both history parts are: disabled when there is nothing to move, and the undo one
 * says why after a save, a command or a reload cleared the history.
 *
 * @example
 * <HistoryButton action="undo" />
 */
export function HistoryButton({
  action,
  children,
}: HistoryButtonProps & { action: 'undo' | 'redo' }) {
  const { messages, readOnly, session, parts } = useFieldsFormContext(
    action === 'undo' ? '<UndoButton>' : '<RedoButton>',
  );
  const { engine } = session;
  // Only what this button shows: the other button's change renders nothing here.
  const [can, boundary] = useHistoryState(engine, ({ canUndo, canRedo, cleared }) =>
    action === 'undo' ? `${canUndo}:${cleared ?? ''}` : `${canRedo}:`,
  ).split(':');
  const hintId = useId();
  if (readOnly) return null;
  const why = boundary
    ? {
        saved: messages.historySaved,
        command: messages.historyCommand,
        reloaded: messages.historyReloaded,
      }[boundary as HistoryBoundary]
    : null;
  return (
    <>
      {parts.Button({
        type: 'button',
        variant: 'secondary',
        'data-history': action,
        disabled: can !== 'true',
        'aria-keyshortcuts': SHORTCUTS[action],
        'aria-describedby': why ? hintId : undefined,
        onClick: () => void engine[action](),
        children: children ?? messages[action],
      })}
      {why ? (
        <span id={hintId} className="ef-help">
          {why}
        </span>
      ) : null}
    </>
  );
}
