import { defaultControlTypes } from '../controlTypes/defaultControlTypes';
import { madeOf, madeWhenNeeded } from './madeWhenNeeded';
import { ensureControlTypes } from '../wire/controlTypeOf';
import { instrumentTransport } from './events';
import {
  createSessionContext,
  draftFacts,
  requestBody,
  settingsPatch,
  wireValues,
} from './context';
import type { FormSession, FormSessionOptions } from './context';
import { createDraftKeeper } from './drafts';
import { createLoader, createRecall, createReplies, createUnsaved } from './recall';
import {
  backOnline,
  createDraftRestore,
  createParkedReceipts,
  createSaveActions,
  createSaveOutcome,
  createSavePipeline,
  createSaveQueue,
  type DraftParts,
  type SaveOutcome,
} from './save';
import { firstErrorKey, isSettled, rewriteNumbers, whenReady } from './sessionReads';
import { createHistory } from './history';
import { createEditHistory, createEditLog, createSaveAttempts } from './state';

/**
 * The form engine without React (ARCHITECTURE.md "The engine": query-core beside react-query). It
 * makes the parts, each owning its state, and hands them to each other: the replies and the
 * "has changes" mark, the re-call coordinator, the loader, the save outcome, the parked receipts,
 * with drafts on the keeper, the offline queue and the draft offer, the save pipeline and the
 * actions after it, and undo. Values and messages live in the given store only.
 *
 * @example
 * const session = createFormSession({ transport, store: createMemoryStore() });
 * const stop = session.start();
 * session.subscribe(() => console.log(session.getSnapshot().status));
 */
export function createFormSession(options: FormSessionOptions): FormSession {
  // The built-in control types, called for (not a bare import, which a bundler that trusts the
  // package's `sideEffects` may drop): a session made from `expense-fields/session` alone knows
  // them (ARCHITECTURE.md "Control types").
  ensureControlTypes(defaultControlTypes);
  const { initialEnvelope, wireNames, drafts: draftSettings } = options;
  const context = createSessionContext(options);
  const { index, store, log, messages } = context;
  // What the user changed since the load, the undo steps and the save attempt: parts of their own,
  // handed to the parts that read or move them.
  const edits = createEditLog();
  const history = createEditHistory();
  const attempts = createSaveAttempts();
  // The keeper reads what a draft holds from the parts that own it (made just below; it reads
  // them only when it writes, after the session is made).
  const keeper = draftSettings
    ? createDraftKeeper(
        draftSettings,
        (values) =>
          draftFacts(
            context,
            { queue: drafts?.queue ?? null, outcome, receipts, edits, history, attempts },
            values,
          ),
        context.clock,
        context.tab,
      )
    : null;
  keeper?.subscribe((event) =>
    event.type === 'written' ? context.draftEvent('written') : context.report(event.error),
  );
  const unsaved = createUnsaved(keeper);
  const replies = createReplies(context, { unsaved, edits, history });
  // Parts the first paint does not use are made by the first event that needs them (an edit, a
  // save, an undo, the draft lookup after the load): `madeWhenNeeded`.
  const recall = madeWhenNeeded(() => createRecall(context, { replies, unsaved, edits, history }));
  const outcome: SaveOutcome = madeWhenNeeded(() =>
    createSaveOutcome(context, { keeper, history, attempts }),
  );
  const receipts = createParkedReceipts(context, keeper);
  let drafts: DraftParts | null = null;
  if (keeper && draftSettings) {
    // With drafts on, a save can wait on the device, and a draft is offered after each load.
    const lockName = `expense-fields-save:${draftSettings.key}`;
    const queue = madeWhenNeeded(() =>
      createSaveQueue(context, { keeper, outcome, unsaved, history, attempts }, lockName),
    );
    const restore = madeWhenNeeded(() =>
      createDraftRestore(context, keeper, {
        recall,
        outcome,
        queue,
        receipts,
        unsaved,
        history,
        attempts,
      }),
    );
    drafts = { keeper, queue, restore };
  }
  const loader = createLoader(context, replies, drafts?.restore ?? null);
  const pipeline = madeWhenNeeded(() =>
    createSavePipeline(context, {
      recall,
      replies,
      loader,
      outcome,
      receipts,
      drafts,
      edits,
      attempts,
    }),
  );
  const actions = madeWhenNeeded(() =>
    createSaveActions(context, {
      outcome,
      pipeline,
      loader,
      replies,
      drafts,
      edits,
      attempts,
    }),
  );
  const undo = madeWhenNeeded(() => createHistory(context, { recall, saving: pipeline, history }));
  /** A save is under way: never before the pipeline is made. */
  const saving = { busy: () => madeOf(pipeline)?.busy() ?? false };

  /** A draft is offered once the envelope shown at creation is on screen (`start()`, an effect). */
  let offerDue = initialEnvelope
    ? loader.adoptInitial(initialEnvelope, wireNames ? { wireNames } : {})
    : false;
  // Nothing was met while the envelope was adopted: errors go to `onError` at once from here.
  context.releaseHeld(true);

  let lent: { from: FormSession['transport']; to: FormSession['transport'] } | null = null;

  return {
    subscribe: context.changes.subscribe,
    getSnapshot: () => context.state,
    subscribeField: (key, listener) => store.subscribe(key, listener),
    isBusy: (key) => context.state.busyKey === key,
    // A queued save is kept on the device: leaving the page loses nothing.
    isDirty: () => {
      const { submitState } = context.state;
      return unsaved.dirty() && submitState !== 'submitted' && submitState !== 'queued';
    },
    value: (key) => store.get(key),
    message: (key) => store.message(key),
    subscribeMessages: (listener) => messages.subscribe(listener),
    fieldMessages: () => messages.list(context.state.fields),
    keyOf: index.keyOf,
    field: (property) => index.byProperty(property),
    wireValues: () => wireValues(context),
    loadedEnvelope: replies.loaded,
    currentEnvelope: () => {
      const current = index.current;
      return current ? requestBody(context, current).envelope : null;
    },
    subscribeValues: context.values.subscribe,
    activity: log.activity,
    subscribeActivity: log.subscribeActivity,
    subscribeEvents: log.subscribeEvents,
    isSettled: () => isSettled(context, saving),
    whenSettled: async (settleOptions = {}) =>
      // Loaded when first asked for (tests and drivers ask; a user's page does not).
      (await import('./events/whenSettled')).whenSettled(
        context,
        () => isSettled(context, saving),
        settleOptions.timeoutMs ?? 5000,
      ),
    whenReady: () => whenReady(context),
    start() {
      context.releaseHeld();
      if (offerDue) {
        offerDue = false;
        void loader.offer();
      }
      // An initial envelope is the answer to the load (a bad one is its failure): retryLoad asks
      // the transport.
      if (!index.current && !loader.busy() && !initialEnvelope) void loader.load();
      const unwatch = keeper?.watch((savedAt) => context.setState({ draftElsewhereAt: savedAt }));
      const unlisten = drafts
        ? context.network.onOnline(backOnline(context, { receipts, pipeline, loader, drafts }))
        : undefined;
      return () => {
        unlisten?.();
        unwatch?.();
        keeper?.flush();
        loader.stop();
        madeOf(recall)?.stop();
      };
    },
    retryLoad: () => loader.load(),
    retryUpdate: () => recall.recall(),
    typed: recall.typed,
    chose: recall.chose,
    left: recall.left,
    runCommand: recall.runCommand,
    removeField: recall.removeField,
    prefill: recall.prefill,
    undo: undo.undo,
    redo: undo.redo,
    get canUndo() {
      return history.snapshot().canUndo;
    },
    get canRedo() {
      return history.snapshot().canRedo;
    },
    history: history.snapshot,
    subscribeHistory: history.changes.subscribe,
    async restoreDraft() {
      if (!context.state.draftOffer) return;
      context.draftEvent('restored');
      await drafts?.restore.restore();
    },
    discardDraft() {
      if (!context.state.draftOffer) return;
      context.draftEvent('discarded');
      drafts?.restore.discard();
    },
    flushDraft: () => keeper?.flush(),
    submit: () => pipeline.submit(false),
    saveAnyway: () => pipeline.submit(true),
    saveAgain: actions.saveAgain,
    checkSave: actions.checkSave,
    canCheckSave: () => context.settings.confirmSave !== undefined,
    sendQueuedSave: () => pipeline.sendQueued(),
    cancelQueuedSave: actions.cancelQueuedSave,
    reloadKeepingChanges: actions.reloadKeepingChanges,
    firstErrorKey: () => firstErrorKey(context),
    configure(next) {
      const { locale: before, describeProblem: wording } = context.settings;
      context.settings = { ...context.settings, ...settingsPatch(next) };
      if (before !== context.settings.locale && index.current) rewriteNumbers(context, before);
      // Client messages follow the locale; server texts stay as the server wrote them.
      if (wording !== context.settings.describeProblem) messages.reword(index.entries());
    },
    valueContext: context.valueContext,
    get transport() {
      // Uploads and list values the controls make are the session's activity too.
      const { transport } = context.settings;
      if (lent?.from !== transport)
        lent = { from: transport, to: instrumentTransport(receipts.lend(transport), log) };
      return lent.to;
    },
  };
}
