import type { SavedObject } from '../../http/client';
import { requestBody } from '../context/requestBody';
import { wireValues } from '../context/wireValues';
import type { SaveAttempt } from '../state/saveAttempts';
import { askedSave, type AskedSave } from '../state/askedSave';
import type { UnconfirmedSave } from '../drafts/draftStorage';
import type { SessionContext } from '../context/sessionContext';
import type { DraftKeeper } from '../drafts/draftKeeper';
import type { EditHistory } from '../state/editHistory';
import type { SaveAttempts } from '../state/saveAttempts';
import { unansweredSave } from './saveFailure';

/** A save whose outcome is unknown, waiting for `confirmSave` or "Save it again". */
export interface PendingSave {
  attempt: SaveAttempt;
  save: AskedSave;
}

/** How a save that ends stored was sent. */
export interface SavedHow {
  /** A 409 found the user's values stored already. */
  alreadySaved?: boolean;
  /** The user typed what the save did not take: the draft keeps it. */
  missed?: boolean;
  /** The queued save was sent: its outcome is left for the other tabs. */
  fromQueue?: boolean;
}

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
  saved(report: SavedObject, save: AskedSave, how?: SavedHow): void;
  /** The outcome is unknown: the Save button sends nothing; `confirmSave` may settle it. */
  unconfirmed(attempt: SaveAttempt, save: AskedSave): void;
  /** A save whose outcome another page or tab could not learn: unknown here too, once restored. */
  found(marker: UnconfirmedSave, restored: Promise<void>): void;
  /** Ask `confirmSave` about the unknown save, when there is one and no check is out. */
  check(): Promise<void>;
  /** A new save the user asks for: it gets its own callback. */
  ask(): AskedSave;
  /** The save the user asked for last: it gets one callback, `onSubmitted` or `onError`. */
  asked(): AskedSave;
  /** A new attempt leaves: an unknown save before it is no longer waited on. */
  leave(): void;
  /**
   * The user chose "Save it again": the unknown save is over (its callback, if still open, says
   * it failed) and the next attempt is a new one.
   */
  abandon(): void;
  /**
   * The marker of a save whose outcome a reload could not learn (kept with the draft); set
   * before a create without a key leaves, null when none.
   */
  marker(): UnconfirmedSave | null;
  /** Set the marker before the request leaves (null: nothing about this save is unknown). */
  mark(marker: UnconfirmedSave | null): void;
}

/**
 * The end of a save, whatever path it took: the state it leaves, the draft, the one callback. It
 * owns the save the user asked for last, the unknown save waiting for an answer, its marker kept
 * with the draft and the checks asked for (ARCHITECTURE.md "The engine": each part owns its state).
 *
 * @example
 * const outcome = createSaveOutcome(context, { keeper, history, attempts });
 * outcome.saved(report, outcome.asked());
 */
export function createSaveOutcome(
  context: SessionContext,
  parts: { keeper: DraftKeeper | null; history: EditHistory; attempts: SaveAttempts },
): SaveOutcome {
  const { keeper, history, attempts } = parts;
  let asked = askedSave();
  /** The create whose outcome is unknown, as `confirmSave` is asked about it. */
  let unknown: PendingSave | null = null;
  /** A create without a key is out or lost its reply: kept with the draft (ARCHITECTURE.md "Drafts"). */
  let outcomeUnknown: UnconfirmedSave | null = null;
  /** The checks asked for so far: only the latest one ends `checkingSave`. */
  let checks = 0;
  const tell: SaveOutcome['tell'] = (save, outcome) => {
    if (!save.tell()) return;
    // With the values it stored, by property (the form's as the save ended), for a typed report.
    if ('saved' in outcome) context.settings.onSubmitted?.(outcome.saved, wireValues(context));
    else context.report(outcome.error);
  };
  const known = () => {
    if (outcomeUnknown === null) return;
    outcomeUnknown = null;
    keeper?.keepSave();
  };
  const saved: SaveOutcome['saved'] = (report, save, how = {}) => {
    const { alreadySaved = false, missed = false, fromQueue = false } = how;
    attempts.end();
    unknown = null;
    outcomeUnknown = null;
    // Stored: nothing before the save can be undone.
    history.clear('saved');
    if (fromQueue && keeper) void keeper.markSent({ at: Date.now(), report: report as never });
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
  const check = async (pending: PendingSave) => {
    const confirm = context.settings.confirmSave;
    if (!confirm) return;
    const mine = (checks += 1);
    context.setState({ checkingSave: true });
    // A confirmation that fails answers nothing: the outcome stays unknown.
    const opened = context.log.begin('confirm', { request: pending.attempt });
    const answer = await confirm(pending.attempt).then(
      (reply) => (opened.end('applied', { reply }), reply),
      (error: unknown) => (opened.end('failed', { error }), null),
    );
    // The latest check ends the checking, whatever became of the save meanwhile: a form left
    // checking never settles and keeps "Check again" disabled.
    if (mine === checks) context.setState({ checkingSave: false });
    // A newer save or check took this one's place meanwhile: the outcome is theirs to tell.
    if (unknown !== pending) return;
    if (!answer) return;
    if (answer.saved) return saved(answer.report, pending.save);
    // Not stored: nothing was created, so the next save is safe to send (Try again).
    unknown = null;
    known();
    context.setState({ submitState: 'failed' });
    tell(pending.save, { error: pending.attempt.error });
  };
  return {
    tell,
    known,
    saved,
    check() {
      const { checkingSave, submitState } = context.state;
      return unknown && !checkingSave && submitState === 'unconfirmed'
        ? check(unknown)
        : Promise.resolve();
    },
    ask: () => (asked = askedSave()),
    asked: () => asked,
    leave() {
      unknown = null;
    },
    abandon() {
      if (unknown) tell(unknown.save, { error: unknown.attempt.error });
      unknown = null;
      attempts.end();
      known();
    },
    marker: () => outcomeUnknown,
    mark(marker) {
      outcomeUnknown = marker;
    },
    unconfirmed(attempt, save) {
      const pending = { attempt, save };
      unknown = pending;
      context.setState({
        submitState: 'unconfirmed',
        submitError: attempt.error,
        queuedSave: null,
      });
      if (context.settings.confirmSave) void check(pending);
      else tell(save, { error: attempt.error });
    },
    found(marker, restored) {
      outcomeUnknown = marker;
      attempts.adopt(marker.key);
      const save = (asked = askedSave());
      context.setState({ submitState: 'unconfirmed', submitError: null, queuedSave: null });
      void restored.then(() => {
        const current = context.index.current;
        const waiting = outcomeUnknown === marker;
        if (!current || !waiting || context.state.submitState !== 'unconfirmed') return;
        const { envelope } = requestBody(context, current);
        // Found, not witnessed: its callback waits for `confirmSave` or "Save it again".
        const pending = { attempt: { key: marker.key, envelope, error: unansweredSave() }, save };
        unknown = pending;
        if (context.settings.confirmSave) void check(pending);
      });
    },
  };
}
