import type { SessionContext } from '../context/sessionContext';
import type { SaveOutcome } from './saveOutcome';
import type { PipelineParts, SavePipeline } from './savePipeline';

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
 * const actions = createSaveActions(context, { outcome, pipeline, ...parts });
 * await actions.reloadKeepingChanges();
 */
export function createSaveActions(
  context: SessionContext,
  parts: Pick<PipelineParts, 'loader' | 'replies' | 'drafts' | 'edits' | 'attempts'> & {
    outcome: SaveOutcome;
    pipeline: SavePipeline;
  },
): SaveActions {
  const { outcome, pipeline, loader, replies, drafts, edits, attempts } = parts;
  return {
    saveAgain() {
      // While `confirmSave` looks, its answer decides: a "saved" arriving while a new create is
      // out would be dropped, and the object created twice.
      const { submitState, checkingSave } = context.state;
      if (submitState !== 'unconfirmed' || pipeline.busy() || checkingSave)
        return Promise.resolve();
      // The user checked and chose to save again: the unknown save is over (its callback, if
      // still open, says it failed), and a new attempt begins, with a new key.
      outcome.abandon();
      context.setState({ submitState: 'idle' });
      return pipeline.submit(false);
    },
    checkSave: () => outcome.check(),
    cancelQueuedSave() {
      if (context.state.submitState !== 'queued') return;
      // Nothing left: the next save is a new attempt (unless an earlier try may have arrived).
      if (!attempts.mayHaveReached) attempts.end();
      drafts?.queue.cancel();
    },
    async reloadKeepingChanges() {
      if (!context.index.current) return;
      context.setState({ submitState: 'submitting', conflictAlreadySaved: false });
      try {
        const fresh = await loader.reloadStored();
        // The user's changes since loading win over the server's fresh version.
        replies.take(fresh, new Set(edits.sinceLoad()));
        context.setState({ submitState: 'idle', submitError: null });
      } catch (error) {
        context.setState({ submitError: error, submitState: 'conflict' });
        context.report(error);
      }
    },
  };
}
