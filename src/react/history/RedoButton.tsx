import { HistoryButton, type HistoryButtonProps } from './HistoryButton';

/**
 * Redo the step undone last (ARCHITECTURE.md "History"); a new change drops what could be redone.
 * `Shift`+`Ctrl`/`Cmd`+`Z` and `Ctrl+Y` do the same anywhere in the form.
 *
 * @example
 * <UndoButton />
 * <RedoButton>Redo my change</RedoButton>
 */
export function RedoButton(props: HistoryButtonProps) {
  return <HistoryButton action="redo" {...props} />;
}
