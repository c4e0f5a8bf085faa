/** The member a stand-in answers without making its part: the part, or null while not made. */
const MADE = Symbol('made');

/** A part whose members are all methods: what a stand-in can forward. */
type Methods<Part> = { [Name in keyof Part]: (...args: never[]) => unknown };

/**
 * A part made the first time one of its methods is called, not before (ARCHITECTURE.md "The
 * engine": a part the first paint does not use costs nothing until an event needs it). The
 * stand-in can be handed to other parts, and its methods taken (`const { typed } = recall`), at
 * once; whatever calls it first (a keystroke, a save, an undo) makes the part, so nothing asked
 * of it in between is lost.
 *
 * @example
 * const recall = madeWhenNeeded(() => createRecall(context, { replies, unsaved }));
 * recall.typed(key, '12'); // the coordinator is made here, on the first edit
 */
export function madeWhenNeeded<Part extends Methods<Part>>(make: () => Part): Part {
  let made: Part | null = null;
  return new Proxy({} as Part, {
    // Asked whether it exists yet (`madeOf`): that alone makes nothing.
    get: (_, name) =>
      name === MADE ? made : (...args: never[]) => (made ??= make())[name as keyof Part](...args),
  });
}

/**
 * The part behind a stand-in of {@link madeWhenNeeded} if it was made, else null: what only an
 * existing part must do (stop its timer when the form leaves) makes no part.
 *
 * @example
 * madeOf(recall)?.stop();
 */
export function madeOf<Part extends object>(part: Part): Part | null {
  return (part as { [MADE]?: Part | null })[MADE] ?? null;
}
