import type { FormSession } from '../../core/session/context/formSession';

/** What a keyboard event needs for the undo keys (a React or a DOM event). */
export interface HistoryKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  preventDefault(): void;
  nativeEvent?: { isComposing?: boolean };
  isComposing?: boolean;
}

/**
 * The form's undo keys (ARCHITECTURE.md "History"): `Ctrl`/`Cmd`+`Z` undoes, `Shift`+`Ctrl`/`Cmd`+`Z`
 * and `Ctrl+Y` redo, anywhere in the form, also inside a text input: the form's undo owns them
 * there (inputs hold their own text, and a value written from code ends the browser's own undo in
 * that input). Returns true when the key was the form's. `<FieldsForm>` listens already; a
 * headless screen puts it on its own element.
 *
 * @example
 * <div onKeyDown={(event) => historyKeys(event, form.engine)}>...</div>
 */
export function historyKeys(event: HistoryKeyEvent, engine: FormSession): boolean {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return false;
  // A key pressed while an input method composes a word is the composition's.
  if (event.isComposing || event.nativeEvent?.isComposing) return false;
  const key = event.key.toLowerCase();
  const action =
    key === 'z' ? (event.shiftKey ? 'redo' : 'undo') : key === 'y' && event.ctrlKey ? 'redo' : null;
  if (!action) return false;
  event.preventDefault();
  void engine[action]();
  return true;
}
