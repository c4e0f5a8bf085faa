import { defaultControlTypes } from '../controlTypes/defaultControlTypes';
import { ensureControlTypes } from '../wire/controlTypeOf';
import { instrumentTransport } from './events';
import { createSessionContext, requestBody, settingsPatch, wireValues } from './context';
import type { FormSession, FormSessionOptions } from './context';
import { adoptInitial, createRecall, loadEnvelope, offerDraft, stopLoading } from './recall';
import {
  backOnline,
  createDraftRestore,
  createParkedReceipts,
  createSaveActions,
  createSaveOutcome,
  createSavePipeline,
  createSaveQueue,
} from './save';
import { firstErrorKey, isSettled, rewriteNumbers, whenReady } from './sessionReads';
import { createHistory } from './history';

/**
 * The form engine without React (ARCHITECTURE.md "The engine": query-core beside react-query). It
 * is the composition of its parts over one state (`SessionContext`): the re-call coordinator, the
 * save pipeline and its outcome, drafts, parked receipts and the exchange log. Values and
 * messages live in the given store only.
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
  const { initialEnvelope, wireNames, drafts } = options;
  const context = createSessionContext(options);
  const { index, store, log, messages, keeper } = context;
  const recall = createRecall(context);
  const outcome = createSaveOutcome(context);
  const receipts = createParkedReceipts(context);
  const pipeline = createSavePipeline(context, { recall, outcome, receipts });
  const actions = createSaveActions(context, { outcome, pipeline });
  const history = createHistory(context, recall);
  if (drafts && keeper) {
    // With drafts on, a save can wait on the device, and a draft is offered after each load.
    context.queue = createSaveQueue(context, keeper, outcome, `expense-fields-save:${drafts.key}`);
    context.restore = createDraftRestore(context, keeper, { recall, outcome, pipeline });
  }

  /** A draft is offered once the envelope shown at creation is on screen (`start()`, an effect). */
  let offerDue = initialEnvelope
    ? adoptInitial(context, initialEnvelope, wireNames ? { wireNames } : {})
    : false;
  // Nothing was met while the envelope was adopted: errors go to `onError` at once from here.
  if (context.held?.length === 0) context.releaseHeld();

  let lent: { from: FormSession['transport']; to: FormSession['transport'] } | null = null;

  return {
    subscribe: context.changes.subscribe,
    getSnapshot: () => context.state,
    subscribeField: (key, listener) => store.subscribe(key, listener),
    isBusy: (key) => context.state.busyKey === key,
    // A queued save is kept on the device: leaving the page loses nothing.
    isDirty: () => {
      const { submitState } = context.state;
      return context.unsaved && submitState !== 'submitted' && submitState !== 'queued';
    },
    value: (key) => store.get(key),
    message: (key) => store.message(key),
    subscribeMessages: (listener) => messages.subscribe(listener),
    fieldMessages: () => messages.list(context.state.fields),
    keyOf: index.keyOf,
    field: (property) => index.byProperty(property),
    wireValues: () => wireValues(context),
    loadedEnvelope: () => context.loaded,
    currentEnvelope: () => {
      const current = index.current;
      return current ? requestBody(context, current).envelope : null;
    },
    subscribeValues: context.values.subscribe,
    activity: log.activity,
    subscribeActivity: log.subscribeActivity,
    subscribeEvents: log.subscribeEvents,
    isSettled: () => isSettled(context),
    whenSettled: async (settleOptions = {}) =>
      // Loaded when first asked for (tests and drivers ask; a user's page does not).
      (await import('./events/whenSettled')).whenSettled(
        context,
        () => isSettled(context),
        settleOptions.timeoutMs ?? 5000,
      ),
    whenReady: () => whenReady(context),
    start() {
      context.releaseHeld();
      if (offerDue) {
        offerDue = false;
        void offerDraft(context);
      }
      // An initial envelope is the answer to the load (a bad one is its failure): retryLoad asks
      // the transport.
      if (!index.current && !context.loading && !initialEnvelope) void loadEnvelope(context);
      const unwatch = keeper?.watch((savedAt) => context.setState({ draftElsewhereAt: savedAt }));
      const unlisten = context.queue
        ? context.network.onOnline(backOnline(context, { receipts, pipeline }))
        : undefined;
      return () => {
        unlisten?.();
        unwatch?.();
        keeper?.flush();
        stopLoading(context);
        recall.stop();
      };
    },
    retryLoad: () => loadEnvelope(context),
    retryUpdate: () => recall.recall(),
    typed: recall.typed,
    chose: recall.chose,
    left: recall.left,
    runCommand: recall.runCommand,
    removeField: recall.removeField,
    prefill: recall.prefill,
    undo: history.undo,
    redo: history.redo,
    get canUndo() {
      return context.history.snapshot().canUndo;
    },
    get canRedo() {
      return context.history.snapshot().canRedo;
    },
    history: context.history.snapshot,
    subscribeHistory: context.history.changes.subscribe,
    async restoreDraft() {
      if (!context.state.draftOffer) return;
      context.draftEvent('restored');
      await context.restore?.restore();
    },
    discardDraft() {
      if (!context.state.draftOffer) return;
      context.draftEvent('discarded');
      context.restore?.discard();
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
