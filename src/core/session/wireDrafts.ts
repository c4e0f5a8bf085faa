import type { SavedObject } from '../http/client';
import { createDraftRestore, type DraftSettings } from './drafts';
import { createSaveQueue, type SaveOutcome, type SavePipeline } from './save';
import { askedSave } from './state';
import { versionOf, type SessionContext } from './context';
import type { Recall } from './recall';

/**
 * With drafts on, the restore (the offer after a load, a save found from an earlier page) and the
 * queue (a save that waits on the device) join the state. They act through the parts, never
 * through the session: a restored value is an edit, a found save an outcome, a queued save a send.
 *
 * @example
 * wireDrafts(context, drafts, { recall, outcome, pipeline });
 */
export function wireDrafts(
  context: SessionContext,
  drafts: DraftSettings,
  parts: { recall: Recall; outcome: SaveOutcome; pipeline: SavePipeline },
): void {
  const { keeper } = context;
  if (!keeper) return;
  const { recall, outcome, pipeline } = parts;
  context.restore = createDraftRestore({
    keeper,
    entry: context.index.entry,
    version: () => versionOf(context.index.current),
    edit: recall.noteEdit,
    recall: () => recall.recall(),
    showOffer(offer) {
      if (offer) context.draftEvent('offered');
      if (offer || context.state.draftOffer) context.setState({ draftOffer: offer });
    },
    unsaved: () => context.unsaved,
    adoptSaveKey: (key) => context.attempts.adopt(key),
    adoptHistory: (stored) => context.history.adopt(stored),
    adoptUploads(list) {
      context.adopted = [...list];
      context.parked?.adopt(list);
    },
    resumeUnconfirmed: outcome.found,
    resumeQueued(queued, restored) {
      // Asked for on an earlier page: this page's app hears of it once.
      context.asked = askedSave();
      context.queue?.resume(queued);
      // Back online after a load that failed offline: the save goes once its values are back.
      if (!context.sendWhenLoaded) return;
      context.sendWhenLoaded = false;
      void restored.then(() => context.queue?.sendNow());
    },
  });
  context.queue = createSaveQueue({
    keeper,
    clock: context.clock,
    lockName: `expense-fields-save:${drafts.key}`,
    tab: context.tab,
    async send(saveDespiteWarnings) {
      context.fromQueue = true;
      try {
        await pipeline.send(saveDespiteWarnings);
      } finally {
        context.fromQueue = false;
      }
    },
    going: (on) =>
      context.log.due(on ? 'a save waiting on the device is going out' : null, 'saveDue'),
    show(queued, resumed) {
      const { submitState } = context.state;
      context.setState({
        queuedSave: queued && { at: queued.at, resumed },
        ...(queued
          ? { submitState: 'queued', submitError: null }
          : submitState === 'queued'
            ? { submitState: 'idle' }
            : {}),
      });
    },
    sentElsewhere(report) {
      // The tab that sent it told `onSubmitted`; this one shows the same outcome.
      context.attempts.end();
      context.unsaved = false;
      context.history.clear('saved');
      context.setState({
        report: report as unknown as SavedObject,
        submitState: 'submitted',
        submitError: null,
        queuedSave: null,
      });
    },
    unconfirmedElsewhere: (marker) => outcome.found(marker, Promise.resolve()),
  });
}
