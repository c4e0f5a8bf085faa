import type { SessionContext } from '../context/sessionContext';
import { reloadStored } from '../recall/loader';
import { takeReply } from '../recall/replies';
import type { SaveOutcome } from './saveOutcome';
import type { SavePipeline } from './savePipeline';

/** What the user may do after a save did not end stored: save again, check, cancel, reload. */
export interface SaveActions {
  saveAgain(): Promise<void>;
  checkSave(): Promise<void>;
  cancelQueuedSave(): void;
  reloadKeepingChanges(): Promise<void>;
}

/**
 * The actions a save's outcome offers (ARCHITECTURE.md "Submit"): after an unknown outcome,
 * "Save it again" and "Check again"; while queued, "Cancel"; after a 409, "Reload and keep my
 * changes".
 *
 * @example
 * const actions = createSaveActions(context, { outcome, pipeline });
 * await actions.reloadKeepingChanges();
 */
export function createSaveActions(
  context: SessionContext,
  parts: { outcome: SaveOutcome; pipeline: SavePipeline },
): SaveActions {
  const { outcome, pipeline } = parts;
  return {
    saveAgain() {
      // While `confirmSave` looks, its answer decides: a "saved" arriving while a new create is
      // out would be dropped, and the object created twice.
      const { submitState, checkingSave } = context.state;
      if (submitState !== 'unconfirmed' || context.submitting || checkingSave)
        return Promise.resolve();
      // The user checked and chose to save again: the unknown save is over (its callback, if
      // still open, says it failed), and a new attempt begins, with a new key.
      const { unknown } = context;
      if (unknown) outcome.tell(unknown.save, { error: unknown.attempt.error });
      context.unknown = null;
      context.attempts.end();
      outcome.known();
      context.setState({ submitState: 'idle' });
      return pipeline.submit(false);
    },
    checkSave() {
      const { unknown, state } = context;
      return unknown && !state.checkingSave && state.submitState === 'unconfirmed'
        ? outcome.check(unknown)
        : Promise.resolve();
    },
    cancelQueuedSave() {
      if (context.state.submitState !== 'queued') return;
      // Nothing left: the next save is a new attempt (unless an earlier try may have arrived).
      if (!context.attempts.mayHaveReached) context.attempts.end();
      context.queue?.cancel();
    },
    async reloadKeepingChanges() {
      if (!context.index.current) return;
      context.setState({ submitState: 'submitting', conflictAlreadySaved: false });
      try {
        const fresh = await reloadStored(context);
        // The user's changes since loading win over the server's fresh version.
        takeReply(context, fresh, new Set(context.edits.sinceLoad()));
        context.setState({ submitState: 'idle', submitError: null });
      } catch (error) {
        context.setState({ submitError: error, submitState: 'conflict' });
        context.report(error);
      }
    },
  };
}
