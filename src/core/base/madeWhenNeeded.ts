/** The member a stand-in answers without making its part: the part, or null while not made. */
const MADE = Symbol('made');

/**
 * A part made the first time one of its members is read, not before (ARCHITECTURE.md "The
 * engine": a part the first paint does not use costs nothing until an event needs it). The
 * stand-in can be handed to other parts at once; whatever reaches it first (a keystroke, a save,
 * an undo) makes the part, so nothing asked of it in between is lost.
 *
 * @example
 * const recall = madeWhenNeeded(() => createRecall(context, { replies, unsaved }));
 * recall.typed(key, '12'); // the coordinator is made here, on the first edit
 */
export function madeWhenNeeded<Part extends object>(make: () => Part): Part {
  let made: Part | null = null;
  return new Proxy({} as Part, {
    get(_, name) {
      // Asked whether it exists yet (`madeOf`): that alone makes nothing.
      if (name === MADE) return made;
      made ??= make();
      const member: unknown = Reflect.get(made, name);
      // Methods keep their part: `const { typed } = recall` works as on the part itself.
      return typeof member === 'function' ? member.bind(made) : member;
    },
    has(_, name) {
      made ??= make();
      return Reflect.has(made, name);
    },
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
  return (Reflect.get(part, MADE) as Part | null | undefined) ?? null;
}
