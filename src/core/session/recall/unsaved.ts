import type { DraftKeeper } from '../drafts/draftKeeper';

/** Whether the form holds changes no save has stored (`isDirty`): the recall room's own fact. */
export interface Unsaved {
  /** Something changed that a save must store: the draft is written after its quiet time. */
  mark(): void;
  /** The form's values are stored (a load or reply adopted, a queued save sent by another tab). */
  clear(): void;
  /** Changes no save has stored yet. */
  dirty(): boolean;
}

/**
 * The form's "has changes" mark. Every edit goes through the recall room, which owns it; a room
 * that learns the values are stored (a save another tab sent) tells it through `clear`
 * (ARCHITECTURE.md "The engine": each part owns its state).
 *
 * @example
 * const unsaved = createUnsaved(keeper);
 * unsaved.mark(); // the draft is written after its quiet time
 */
export function createUnsaved(keeper: DraftKeeper | null): Unsaved {
  let dirty = false;
  return {
    mark() {
      dirty = true;
      keeper?.touch();
    },
    clear() {
      dirty = false;
    },
    dirty: () => dirty,
  };
}
