import { HistoryButton, type HistoryButtonProps } from './HistoryButton';

/**
 * Undo the form's last step (ARCHITECTURE.md "History"): a run of typing in one field, a choice,
 * a receipt. Undoing a choice that re-called re-calls again, and the fields its reply brings back
 * get the values the user had left in them. Disabled when there is nothing to undo; after a
 * successful save or a command it says that earlier changes can no longer be undone.
 * `Ctrl`/`Cmd`+`Z` does the same anywhere in the form.
 *
 * @example
 * <FieldsForm source={source}>
 *   <RemainingFields />
 *   <UndoButton /> <RedoButton />
 *   <SubmitButton />
 * </FieldsForm>
 */
export function UndoButton(props: HistoryButtonProps) {
  return <HistoryButton action="undo" {...props} />;
}
