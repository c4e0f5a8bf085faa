/** A save the user asked for, and whether its one callback was made. */
export interface AskedSave {
  /** True the first time only: the caller makes the save's callback then, never again. */
  tell(): boolean;
}

/**
 * A save the user asks for gets one callback, `onSubmitted` or `onError` (ARCHITECTURE.md
 * "Submit"), however often the library repeats it, asks `confirmSave` about it or finds it again
 * after a reload. Each Save, "Save anyway", "Save it again" and each queued save found after a
 * reload is one.
 *
 * @example
 * const save = askedSave();
 * if (save.tell()) onSubmitted(report); // a second outcome of the same save tells no one
 */
export function askedSave(): AskedSave {
  let told = false;
  return {
    tell() {
      if (told) return false;
      told = true;
      return true;
    },
  };
}
