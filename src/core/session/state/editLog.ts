/** Which keys the user edited, and when (ARCHITECTURE.md "Re-call": the user's newer edits win). */
export interface EditLog {
  /** A request leaves: the returned set collects the keys edited until it is closed. */
  open(): Set<string>;
  /** The request answered (or failed): stop collecting for it. */
  close(edits: Set<string>): void;
  /** The user edited a key: every open request and the since-load set learn it. */
  note(key: string): void;
  /** Keys edited since the envelope was loaded (pre-fill skips them; a 409 reload keeps them). */
  sinceLoad(): ReadonlySet<string>;
  /**
   * A new envelope was loaded: nothing is edited yet, or only `kept` (edits the new envelope does
   * not hold). Requests out keep what they collected: this is no edit.
   */
  reset(kept?: Iterable<string>): void;
}

/**
 * The edit bookkeeping of a session.
 *
 * @example
 * const edits = createEditLog();
 * const during = edits.open(); // a re-call leaves
 * edits.note('f_name');        // the user types meanwhile: the reply must not overwrite it
 */
export function createEditLog(): EditLog {
  let sinceLoad = new Set<string>();
  const open = new Set<Set<string>>();
  return {
    open() {
      const edits = new Set<string>();
      open.add(edits);
      return edits;
    },
    close: (edits) => void open.delete(edits),
    note(key) {
      sinceLoad.add(key);
      for (const edits of open) edits.add(key);
    },
    sinceLoad: () => sinceLoad,
    reset(kept = []) {
      sinceLoad = new Set(kept);
    },
  };
}
