import type { SavedObject } from '../../http/client';
import { requestBody } from '../context/requestBody';
import { wireValues } from '../context/wireValues';
import type { SaveAttempt } from '../state/saveAttempts';
import { askedSave, type AskedSave } from '../state/askedSave';
import type { UnconfirmedSave } from '../drafts/draftStorage';
import type { SessionContext } from '../context/sessionContext';
import { unansweredSave } from './saveFailure';

/** How a save ends: stored, unknown (and asked about), or told as failed (ARCHITECTURE.md "Submit"). */
export interface SaveOutcome {
  /** The save's one callback, `onSubmitted` or `onError`: once per save the user asks for. */
  tell(save: AskedSave, outcome: { saved: SavedObject } | { error: unknown }): void;
  /** The outcome is known now: the draft no longer says it is unknown. */
  known(): void;
  /**
   * The save is stored: the attempt is over, and its draft with it, unless the user typed what
   * the save did not take (`missed`): then the draft holds that, without the attempt's key.
   */
  saved(report: SavedObject, save: AskedSave, alreadySaved?: boolean, missed?: boolean): void;
  /** The outcome is unknown: the Save button sends nothing; `confirmSave` may settle it. */
  unconfirmed(attempt: SaveAttempt, save: AskedSave): void;
  /** A save whose outcome another page or tab could not learn: unknown here too, once restored. */
  found(marker: UnconfirmedSave, restored: Promise<void>): void;
  /** Ask `confirmSave` about the unknown save. */
  check(pending: { attempt: SaveAttempt; save: AskedSave }): Promise<void>;
}

/**
 * The end of a save, whatever path it took: the state it leaves, the draft, the one callback.
 *
 * @example
 * const outcome = createSaveOutcome(context);
 * outcome.saved(report, context.asked);
 */
export function createSaveOutcome(context: SessionContext): SaveOutcome {
  const tell: SaveOutcome['tell'] = (save, outcome) => {
    if (!save.tell()) return;
    // With the values it stored, by property (the form's as the save ended), for a typed report.
    if ('saved' in outcome) context.settings.onSubmitted?.(outcome.saved, wireValues(context));
    else context.report(outcome.error);
  };
  const known = () => {
    if (context.outcomeUnknown === null) return;
    context.outcomeUnknown = null;
    context.keeper?.keepSave();
  };
  const saved: SaveOutcome['saved'] = (report, save, alreadySaved = false, missed = false) => {
    const { keeper } = context;
    context.attempts.end();
    context.unknown = null;
    context.outcomeUnknown = null;
    // Stored: nothing before the save can be undone.
    context.history.clear('saved');
    if (context.fromQueue && keeper)
      void keeper.markSent({ at: Date.now(), report: report as never });
    else if (missed) {
      // The draft keeps what the save missed; the attempt's key is over with it.
      keeper?.keep();
      keeper?.keepSave();
    } else if (keeper) {
      // The save stored the user's changes: their draft goes.
      keeper.remove();
      context.draftEvent('removed');
    }
    context.setState({
      report,
      submitState: 'submitted',
      submitError: null,
      formMessages: [],
      checkingSave: false,
      conflictAlreadySaved: alreadySaved,
    });
    tell(save, { saved: report });
  };
  /**
   * Ask the app whether the unknown create was stored (`confirmSave`). The save's one callback
   * waits for a definite answer: saved calls `onSubmitted`, not saved `onError`; an answer that
   * cannot tell leaves the outcome, and the callback, open ("Check again").
   */
  const check: SaveOutcome['check'] = async (pending) => {
    const confirm = context.settings.confirmSave;
    if (!confirm) return;
    const mine = (context.checks += 1);
    context.setState({ checkingSave: true });
    // A confirmation that fails answers nothing: the outcome stays unknown.
    const opened = context.log.begin('confirm', { request: pending.attempt });
    const answer = await confirm(pending.attempt).then(
      (reply) => (opened.end('applied', { reply }), reply),
      (error: unknown) => (opened.end('failed', { error }), null),
    );
    // The latest check ends the checking, whatever became of the save meanwhile: a form left
    // checking never settles and keeps "Check again" disabled.
    if (mine === context.checks) context.setState({ checkingSave: false });
    // A newer save or check took this one's place meanwhile: the outcome is theirs to tell.
    if (context.unknown !== pending) return;
    if (!answer) return;
    if (answer.saved) return saved(answer.report, pending.save);
    // Not stored: nothing was created, so the next save is safe to send (Try again).
    context.unknown = null;
    known();
    context.setState({ submitState: 'failed' });
    tell(pending.save, { error: pending.attempt.error });
  };
  return {
    tell,
    known,
    saved,
    check,
    unconfirmed(attempt, save) {
      const pending = { attempt, save };
      context.unknown = pending;
      context.setState({
        submitState: 'unconfirmed',
        submitError: attempt.error,
        queuedSave: null,
      });
      if (context.settings.confirmSave) void check(pending);
      else tell(save, { error: attempt.error });
    },
    found(marker, restored) {
      context.outcomeUnknown = marker;
      context.attempts.adopt(marker.key);
      context.asked = askedSave();
      const save = context.asked;
      context.setState({ submitState: 'unconfirmed', submitError: null, queuedSave: null });
      void restored.then(() => {
        const current = context.index.current;
        const waiting = context.outcomeUnknown === marker;
        if (!current || !waiting || context.state.submitState !== 'unconfirmed') return;
        const { envelope } = requestBody(context, current);
        // Found, not witnessed: its callback waits for `confirmSave` or "Save it again".
        const pending = { attempt: { key: marker.key, envelope, error: unansweredSave() }, save };
        context.unknown = pending;
        if (context.settings.confirmSave) void check(pending);
      });
    },
  };
}
