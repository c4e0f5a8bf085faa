import { createSubscribable } from '../../core/base/subscribable';
import type { FormSession } from '../../core/session/context/formSession';
import { fieldProblem } from '../../core/values/formValues';

/** Where the review step of `reviewBeforeSave` stands: `open` asks, `saving` sent what was confirmed. */
export type SaveReviewStep = 'closed' | 'open' | 'saving';

/** One thing the step did, as the devtools list it. */
export interface SaveReviewEntry {
  action: 'shown' | 'confirmed' | 'back';
  /** `Date.now()` when it happened. */
  at: number;
}

/** The review step as its readers see it: the same object until it changes. */
export interface SaveReviewState {
  /** `reviewBeforeSave` is on (and the form is not read-only). */
  on: boolean;
  step: SaveReviewStep;
  /** The `<SubmitButton>` whose press opened the step (its id); null when asked otherwise. */
  openedBy: string | null;
  /** What the step did so far, oldest first (the last 20). */
  log: readonly SaveReviewEntry[];
}

/**
 * The review step of a form with `reviewBeforeSave` (ARCHITECTURE.md "Review and changes"): stable
 * for the form's life. `<SubmitButton>` draws it; the hidden marker, the test driver and the
 * devtools read it. The engine knows nothing of it: `engine.submit()` is always the plain save.
 */
export interface SaveReview {
  state(): SaveReviewState;
  /** Told when the step opens, is confirmed or closes (never per keystroke). */
  subscribe(listener: () => void): () => void;
  /**
   * The save the user asks for (Save, Enter in a field, the headless `submit()`): with the option
   * on and the form's own checks passing, the step opens instead of the save; otherwise the plain
   * save runs (a refused one shows its errors and never asks to review).
   */
  request(by?: string): Promise<void>;
  /** Save what the step shows; resolves when the save has ended (the step closes then). */
  confirm(): Promise<void>;
  /** Back to editing: every value stays. */
  cancel(): void;
  /** Turn the step on or off (the `reviewBeforeSave` option; off while read-only). */
  configure(on: boolean): void;
}

/** Submit states in which Save sends nothing new, or sends nothing at all: the engine decides. */
const ENGINE_DECIDES = new Set(['submitting', 'submitted', 'unconfirmed', 'queued']);

/**
 * The review step's state over an engine. A save the form's own checks would refuse goes to the
 * engine, which refuses it as ever (errors shown, focus on the first, `onError`); a "Try again"
 * after a failed save whose values are those the user confirmed goes at once (it repeats the
 * reviewed save).
 *
 * @example
 * const review = createSaveReview(engine);
 * review.configure(true);
 * await review.request(); // the step opens; review.confirm() saves
 */
export function createSaveReview(engine: FormSession): SaveReview {
  let state: SaveReviewState = { on: false, step: 'closed', openedBy: null, log: [] };
  /** The values the last confirmation saved (a failed save's "Try again" repeats them). */
  let confirmed = '';
  const listeners = createSubscribable();
  const set = (next: Partial<SaveReviewState>) => {
    state = { ...state, ...next };
    listeners.notify();
  };
  const move = (
    step: SaveReviewStep,
    action?: SaveReviewEntry['action'],
    openedBy = null as string | null,
  ) =>
    set({
      step,
      openedBy,
      log: action ? [...state.log, { action, at: Date.now() }].slice(-20) : state.log,
    });
  /** The form's own checks would refuse the save (the same checks the engine's submit runs). */
  const refused = () => {
    const context = engine.valueContext();
    return engine
      .getSnapshot()
      .fields.some((entry) => fieldProblem(entry, engine.value(entry.key), context) !== null);
  };
  return {
    state: () => state,
    subscribe: listeners.subscribe,
    async request(opener) {
      const { on, step } = state;
      if (on && step !== 'closed') return;
      const { submitState, envelope } = engine.getSnapshot();
      const repeat = submitState === 'failed' && confirmed === JSON.stringify(engine.wireValues());
      if (!on || !envelope || ENGINE_DECIDES.has(submitState) || repeat || refused())
        return engine.submit();
      move('open', 'shown', opener ?? null);
    },
    async confirm() {
      if (state.step !== 'open') return;
      confirmed = JSON.stringify(engine.wireValues());
      move('saving', 'confirmed', state.openedBy);
      try {
        await engine.submit();
      } finally {
        move('closed');
      }
    },
    cancel() {
      if (state.step === 'open') move('closed', 'back');
    },
    configure(on) {
      if (on === state.on) return;
      set(on || state.step !== 'open' ? { on } : { on, step: 'closed', openedBy: null });
    },
  };
}
