import { clientCheckError } from './clientCheckError';
import { ensureEnvelope, EnvelopeWarning } from './envelopeReply';
import { holdsValue, mapFields, withoutField } from '../wire/fieldIndex';
import {
  applyValues,
  envelopeToValues,
  type FormValues,
  type ValueContext,
} from '../values/formValues';
import { jsonEqual } from '../wire/json';
import { mergeRecall } from '../values/merge';
import type { FieldsEnvelope, JsonValue } from '../wire/types';
import { codecFor } from '../values/codecs';
import { problemText } from '../values/problemText';
import type { CreateReportResult, SavedObject } from '../http/client';
import { alreadyStored } from './alreadyStored';
import { systemClock } from './clock';
import { draftChanges } from './draftChanges';
import { createDraftKeeper } from './draftKeeper';
import { createDraftRestore } from './draftRestore';
import { createEditLog } from './editLog';
import { createEnvelopeIndex } from './envelopeIndex';
import { createFieldMessages } from './fieldMessages';
import { fieldChanges } from './fieldChanges';
import { prefillPlan } from './prefillPlan';
import { createRecallTimer } from './recallTimer';
import { createExchangeLog, type OpenExchange } from './exchangeLog';
import type { DraftEvent } from './sessionEvents';
import { instrumentTransport } from './instrumentTransport';
import { createSaveAttempts, type SaveAttempt } from './saveAttempts';
import { isOffline, saveFailure, unansweredSave, type SaveFailure } from './saveFailure';
import { askedSave, type AskedSave } from './askedSave';
import { createSaveQueue, type SaveQueue } from './saveQueue';
import type { ParkedUpload, ParkedUploads } from './parkedUploads';
import type { FieldsTransport } from '../http/transport';
import type { QueuedSave, UnconfirmedSave } from './draftStorage';
import { ExpenseApiError } from '../wire/errors';
import type { FormSession, FormSessionOptions, FormSessionSettings } from './formSession';
import { INITIAL_SESSION_STATE, type FormSessionState } from './sessionState';

/**
 * The form engine without React (ARCHITECTURE.md "House rules": query-core beside react-query). It owns
 * the envelope and its index, re-call timing (pause, blur, burst), abort and latest-reply-only,
 * the keys edited while a request is out, server messages, the submit states (warnings, 409,
 * failures, no double submit), commands, group removal, prefill and the locale. Values and
 * messages live in the given store only.
 *
 * @example
 * const session = createFormSession({ transport, store: createMemoryStore() });
 * const stop = session.start();
 * session.subscribe(() => console.log(session.getSnapshot().status));
 */
export function createFormSession(options: FormSessionOptions): FormSession {
  const { store, clock = systemClock, drafts, initialEnvelope, wireNames, ...given } = options;
  let settings: FormSessionSettings = {
    locale: 'en',
    recallDelayMs: 800,
    recallBurstMs: 150,
    // English unless told: a session without React never shows a bare code (one table, in core).
    describeProblem: problemText,
    ...settingsPatch(given),
    transport: given.transport,
  };
  let state = INITIAL_SESSION_STATE;
  const listeners = new Set<() => void>();
  /** What is out and the event stream (ARCHITECTURE.md "Events and activity"). */
  const log = createExchangeLog(
    (kind, names) => settings.transport.describe?.(kind, names),
    () => settings.onEvent,
  );
  const timer = createRecallTimer(clock, (waiting) =>
    log.due(waiting ? 'a re-call is due after the pause in typing or choosing' : null),
  );
  const draftEvent = (action: DraftEvent['action']) =>
    log.emit(() => ({ type: 'draft', action, at: Date.now() }));
  const setState = (patch: Partial<FormSessionState>) => {
    // A patch that changes nothing notifies no one (a mount's "no draft found" renders nothing).
    const names = Object.keys(patch) as (keyof FormSessionState)[];
    if (names.every((name) => Object.is(state[name], patch[name]))) return;
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
    log.emit(() => ({ type: 'state', at: Date.now(), state }));
  };

  const index = createEnvelopeIndex();
  /** The value each key had when it was last sent or received: a re-call is due when it differs. */
  const committed = new Map<string, unknown>();
  const edits = createEditLog();
  /** Changes no save has stored yet (see `isDirty`). */
  let unsaved = false;
  /** The key of the save attempt under way (issue 24): kept with the draft. */
  const attempts = createSaveAttempts();
  const tab = Math.random().toString(36).slice(2);
  const keeper =
    drafts &&
    createDraftKeeper(
      drafts,
      {
        changes: () => draftChanges(edits.sinceLoad(), index.entry, (key) => store.get(key)),
        version: () => versionOf(index.current),
        now: () => (settings.now?.() ?? new Date()).getTime(),
        saveKey: () => attempts.current,
        written: () => draftEvent('written'),
        queued: (): QueuedSave | null => queue?.current() ?? null,
        unconfirmed: () => outcomeUnknown,
        uploads: () => parked?.list() ?? adopted,
      },
      clock,
      tab,
      (error) => report(error),
    );
  /** The draft lookup after a load is activity too: a driver's `settled()` waits for its offer. */
  const offerDraft = async () => {
    if (!drafted) return;
    const opened = log.begin('draft');
    try {
      await drafted.offer();
      opened.end('applied');
    } catch (error) {
      opened.end('failed', { error });
    }
  };
  /** The save stored the user's changes: their draft goes. */
  const forgetDraft = () => {
    if (!keeper) return;
    keeper.remove();
    draftEvent('removed');
  };
  /** Something changed that a save must store: the draft is written after its quiet time. */
  const markUnsaved = () => {
    unsaved = true;
    keeper?.touch();
  };
  const drafted =
    keeper &&
    createDraftRestore({
      keeper,
      entry: index.entry,
      version: () => versionOf(index.current),
      edit: (key, value) => noteEdit(key, value),
      recall: () => recall(),
      showOffer: (offer) => {
        if (offer) draftEvent('offered');
        if (offer || state.draftOffer) setState({ draftOffer: offer });
      },
      unsaved: () => unsaved,
      adoptSaveKey: (key) => attempts.adopt(key),
      adoptUploads(list) {
        adopted = [...list];
        parked?.adopt(list);
      },
      resumeUnconfirmed: (marker, restored) => unconfirmedFound(marker, restored),
      resumeQueued(queued, restored) {
        // Asked for on an earlier page: this page's app hears of it once.
        asked = askedSave();
        queue?.resume(queued);
        // Back online after a load that failed offline: the save goes once its values are back.
        if (!sendWhenLoaded) return;
        sendWhenLoaded = false;
        void restored.then(() => queue?.sendNow());
      },
    });
  /** The save that waits on the device for the network (issue 24): it lives with the draft. */
  const queue: SaveQueue | null | undefined =
    keeper &&
    drafts &&
    createSaveQueue({
      keeper,
      clock,
      lockName: `expense-fields-save:${drafts.key}`,
      tab,
      send: async (saveDespiteWarnings) => {
        fromQueue = true;
        try {
          await send(saveDespiteWarnings);
        } finally {
          fromQueue = false;
        }
      },
      going: (on) => log.due(on ? 'a save waiting on the device is going out' : null, 'saveDue'),
      show(queued, resumed) {
        setState({
          queuedSave: queued && { at: queued.at, resumed },
          ...(queued
            ? { submitState: 'queued', submitError: null }
            : state.submitState === 'queued'
              ? { submitState: 'idle' }
              : {}),
        });
      },
      sentElsewhere(report) {
        // The tab that sent it told `onSubmitted`; this one shows the same outcome.
        attempts.end();
        unsaved = false;
        setState({
          report: report as unknown as SavedObject,
          submitState: 'submitted',
          submitError: null,
          queuedSave: null,
        });
      },
      unconfirmedElsewhere: (marker) => unconfirmedFound(marker, Promise.resolve()),
    });
  /** Receipts picked while offline (issue 24): uploaded before the save, or when back online. */
  let parked: ParkedUploads | null = null;
  /** A draft's parked receipts, kept as they are until the parking code is loaded. */
  let adopted: ParkedUpload[] = [];
  let parking: Promise<ParkedUploads> | null = null;
  /** The parking code is a lazy chunk: only a device that was offline with a receipt loads it. */
  const parkedUploads = () =>
    (parking ??= import('./parkedUploads').then(({ createParkedUploads }) => {
      parked = createParkedUploads({
        transport: () => settings.transport,
        values: () => store.getAll(),
        set: (key, value) => store.set(key, value),
        keep: () => keeper?.keep(),
      });
      parked.adopt(adopted);
      return parked;
    }));
  /** Receipts wait to be uploaded (parked here, or in a restored draft). */
  const parkedWaiting = () => (parked?.list().length ?? adopted.length) > 0;
  /** The transport the controls get: an upload while offline is parked when saves can queue. */
  const lend = (transport: FieldsTransport): FieldsTransport => {
    const { upload } = transport;
    if (!queue || !upload) return transport;
    return {
      ...transport,
      upload: (body, options, signal) =>
        isOffline()
          ? parkedUploads().then((uploads) => uploads.park(body, options))
          : upload.call(transport, body, options, signal),
    };
  };
  /** The queued save is being sent (its outcome is left for the other tabs). */
  let fromQueue = false;
  /** The `online` event came while the load had failed: send the queued save once loaded. */
  let sendWhenLoaded = false;

  const messages = createFieldMessages(store, () => ({
    context: valueContext(),
    describe: settings.describeProblem,
  }));
  messages.subscribe(() =>
    log.emit(() => ({ type: 'messages', at: Date.now(), messages: messages.list(state.fields) })),
  );
  /** The re-call or command under way; `replaced` once a newer one takes its place. */
  let update: {
    controller: AbortController;
    seq: number;
    exchange: OpenExchange;
    replaced: boolean;
  } | null = null;
  /** The re-call or command sent last: the one a stale reply lost to. */
  let latest = 0;
  /** A newer re-call or command (or a save) replaces the one out: its reply will be dropped. */
  const replaceUpdate = () => {
    if (!update) return;
    update.replaced = true;
    update.controller.abort();
  };
  let seq = 0;
  let submitting = false;
  let loading: AbortController | null = null;

  const valueContext = (): ValueContext =>
    settings.now ? { locale: settings.locale, now: settings.now } : { locale: settings.locale };
  /**
   * What went wrong before `start()` (an initial envelope's warnings or parse error) is told at
   * `start()`: creating a session during a render, or on the server, calls no app code.
   */
  let held: unknown[] | null = [];
  const report = (error: unknown) => {
    if (held) held.push(error);
    else settings.onError?.(error);
  };
  const changed = (key: string) => !jsonEqual(store.get(key), committed.get(key));
  const triggers = (key: string) => index.entry(key)?.item.requiresUpdate === true;

  /** Warnings already reported: each odd attribute is told once, not on every reply. */
  const warned = new Set<string>();
  const setEnvelope = (
    next: FieldsEnvelope,
    patch: Partial<FormSessionState> = {},
    announce = false,
  ) => {
    const fresh = (next.warnings ?? []).filter(({ path, message }) => !warned.has(path + message));
    for (const { path, message } of fresh) warned.add(path + message);
    if (fresh.length > 0) report(new EnvelopeWarning(fresh));
    const before = state.fields;
    const fields = index.set(next);
    setState({
      ...patch,
      envelope: next,
      fields,
      status: 'ready',
      loadError: null,
      ...(announce ? { changes: fieldChanges(before, fields) } : {}),
    });
  };

  /** A reply (re-call, command, invalid submit, reload) under the merge rules. */
  const takeReply = (reply: FieldsEnvelope, edited: ReadonlySet<string>) => {
    const merged = mergeRecall(
      { envelope: index.current ?? reply, values: store.getAll() },
      reply,
      edited,
      valueContext(),
    );
    for (const [key, value] of Object.entries(merged.values)) {
      if (!jsonEqual(store.get(key), value)) store.set(key, value);
      if (!edited.has(key)) committed.set(key, value);
    }
    const collected = messages.placeServer(reply, edited);
    setEnvelope(reply, { formMessages: collected.formMessages }, true);
    return collected;
  };

  /** The values as last committed: a loop over the object's keys, no entry arrays (a thousand at mount). */
  const remember = (values: FormValues) => {
    for (const key in values) committed.set(key, values[key]);
  };

  const adopt = (loaded: FieldsEnvelope) => {
    const values = envelopeToValues(loaded, valueContext());
    store.reset(values);
    committed.clear();
    remember(values);
    edits.reset();
    unsaved = false;
    messages.reset();
    const collected = messages.placeServer(loaded, new Set());
    setEnvelope(loaded, { formMessages: collected.formMessages });
  };

  const load = async () => {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    if (!index.current) setState({ status: 'loading', loadError: null });
    const exchange = log.begin('load');
    try {
      const loaded = ensureEnvelope(await settings.transport.load(controller.signal));
      if (controller.signal.aborted) return exchange.end('aborted');
      adopt(loaded);
      exchange.end('applied', { reply: loaded });
      void offerDraft();
    } catch (error) {
      if (controller.signal.aborted) return exchange.end('aborted');
      exchange.end('failed', { error });
      setState({ status: index.current ? 'ready' : 'error', loadError: error });
      report(error);
    } finally {
      if (loading === controller) loading = null;
    }
  };

  /** Re-call or command: aborts the one before, applies only the latest reply. */
  const exchange = async (
    kind: 'recall' | 'command',
    send: (body: FieldsEnvelope, signal: AbortSignal) => Promise<FieldsEnvelope>,
    trigger: string | null,
    command?: string,
  ) => {
    const current = index.current;
    if (!current) return;
    timer.cancel();
    replaceUpdate();
    const controller = new AbortController();
    const mine = (seq += 1);
    const edited = edits.open();
    const values = store.getAll();
    remember(values);
    const { envelope: body, problems } = applyValues(current, values, valueContext());
    const opened = log.begin(kind, {
      request: body,
      trigger,
      ...(command === undefined ? {} : { names: { command } }),
    });
    latest = opened.id;
    const mineUpdate = { controller, seq: mine, exchange: opened, replaced: false };
    update = mineUpdate;
    /** The reply is no answer to the form any more: a newer exchange won, or the form stopped. */
    const dropped = (reply?: unknown) =>
      opened.end(mineUpdate.replaced || seq !== mine ? 'stale' : 'aborted', {
        reply,
        edited,
        ...(latest !== opened.id ? { wonBy: latest } : {}),
      });
    // The field whose change triggered it shows its own progress (`busyKey`).
    setState({ updating: true, busyKey: trigger });
    try {
      // An edit that cannot be read was not sent: the reply is no answer to it, so it stays.
      for (const key of Object.keys(problems)) edited.add(key);
      const reply = ensureEnvelope(await send(body, controller.signal));
      if (controller.signal.aborted || seq !== mine) return dropped(reply);
      takeReply(reply, edited);
      opened.end('applied', { reply, edited });
      setState({ updateError: null });
    } catch (error) {
      if (controller.signal.aborted) return dropped();
      opened.end('failed', { error, edited });
      setState({ updateError: error });
      report(error);
    } finally {
      edits.close(edited);
      if (seq === mine) {
        update = null;
        setState({ updating: false, busyKey: null });
      }
    }
  };
  const recall = (trigger: string | null = null) =>
    exchange('recall', (body, signal) => settings.transport.recall(body, signal), trigger);

  const noteEdit = (key: string, value: unknown) => {
    store.set(key, value);
    edits.note(key);
    markUnsaved();
    messages.edited(index.entry(key), key);
  };

  /** The stored object as the service holds it now (after a 409). */
  const reloadStored = async () => {
    const opened = log.begin('reload');
    try {
      const reply = ensureEnvelope(await settings.transport.load(new AbortController().signal));
      opened.end('applied', { reply });
      return reply;
    } catch (error) {
      opened.end('failed', { error });
      throw error;
    }
  };

  /** The save the user asked for last: it gets one callback, `onSubmitted` or `onError`. */
  let asked = askedSave();
  /** The create whose outcome is unknown (`unconfirmed`), as `confirmSave` is asked about it. */
  let unknown: { attempt: SaveAttempt; save: AskedSave } | null = null;
  /**
   * A create without a key is out or lost its reply (issue 24): kept with the draft, so a reload
   * or another tab shows the outcome as unknown instead of sending it again.
   */
  let outcomeUnknown: UnconfirmedSave | null = null;
  /** POST creates; PUT repeats safely (ARCHITECTURE.md "Submit"). */
  const creates = (envelope: FieldsEnvelope) =>
    (settings.transport.saveMethod ?? (versionOf(envelope) === null ? 'POST' : 'PUT')) === 'POST';
  /** The save's one callback (ARCHITECTURE.md "Submit": once per save the user asks for). */
  const tell = (save: AskedSave, outcome: { saved: SavedObject } | { error: unknown }) => {
    if (!save.tell()) return;
    if ('saved' in outcome) settings.onSubmitted?.(outcome.saved);
    else report(outcome.error);
  };
  /** The outcome is known now: the draft no longer says it is unknown. */
  const outcomeKnown = () => {
    if (outcomeUnknown === null) return;
    outcomeUnknown = null;
    keeper?.keepSave();
  };

  /**
   * The save is stored: the attempt is over, and its draft with it, unless the user typed what
   * the save did not take (`missed`): then the draft holds that, without the attempt's key.
   */
  const saved = (report: SavedObject, save: AskedSave, alreadySaved = false, missed = false) => {
    attempts.end();
    unknown = null;
    outcomeUnknown = null;
    if (fromQueue && keeper) void keeper.markSent({ at: Date.now(), report: report as never });
    else if (missed) keeper?.keep();
    else forgetDraft();
    setState({
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
   * One try of the attempt. With a key, a lost reply is repeated once by the library itself after a
   * pause (the service answers the repeat with the first result); without one it never is.
   */
  const trySave = async (
    body: FieldsEnvelope,
    options: { saveDespiteWarnings: boolean; key: string; keyed: boolean },
  ): Promise<{ result: CreateReportResult } | { error: unknown; failure: SaveFailure }> => {
    const { saveDespiteWarnings, key, keyed } = options;
    for (let repeat = 0; ; repeat += 1) {
      const offline = isOffline();
      const opened = log.begin('save', { request: body, names: { saveDespiteWarnings } });
      try {
        const result = await settings.transport.submit(body, {
          saveDespiteWarnings,
          signal: new AbortController().signal,
          idempotencyKey: key,
        });
        opened.end('applied', {
          reply: result.kind === 'created' ? result.report : result.envelope,
        });
        return { result };
      } catch (error) {
        opened.end('failed', { error });
        const failure = saveFailure(error, offline);
        if (failure === 'lost' || failure === 'keyReused') attempts.reached();
        if (failure !== 'lost' || !keyed || repeat > 0) return { error, failure };
        await new Promise<void>((resolve) => clock.setTimeout(resolve, LOST_REPLY_RETRY_MS));
      }
    }
  };

  /** The checks of `confirmSave` asked for so far: only the latest one ends `checkingSave`. */
  let checks = 0;

  /**
   * Ask the app whether the unknown create was stored (`confirmSave`). The save's one callback
   * waits for a definite answer (issue 24): saved calls `onSubmitted`, not saved `onError`; an
   * answer that cannot tell leaves the outcome, and the callback, open ("Check again").
   */
  const check = async (pending: { attempt: SaveAttempt; save: AskedSave }) => {
    const confirm = settings.confirmSave;
    if (!confirm) return;
    const mine = (checks += 1);
    setState({ checkingSave: true });
    // A confirmation that fails answers nothing: the outcome stays unknown.
    const opened = log.begin('confirm', { request: pending.attempt });
    const answer = await confirm(pending.attempt).then(
      (reply) => (opened.end('applied', { reply }), reply),
      (error: unknown) => (opened.end('failed', { error }), null),
    );
    // The latest check ends the checking, whatever became of the save meanwhile: a form left
    // checking never settles and keeps "Check again" disabled.
    if (mine === checks) setState({ checkingSave: false });
    // A newer save or check took this one's place meanwhile: the outcome is theirs to tell.
    if (unknown !== pending) return;
    if (!answer) return;
    if (answer.saved) return saved(answer.report, pending.save);
    // Not stored: nothing was created, so the next save is safe to send (Try again).
    unknown = null;
    outcomeKnown();
    setState({ submitState: 'failed' });
    tell(pending.save, { error: pending.attempt.error });
  };

  /** The outcome is unknown (issue 24): the Save button sends nothing; `confirmSave` may settle it. */
  const unconfirmed = (attempt: SaveAttempt, save: AskedSave) => {
    unknown = { attempt, save };
    setState({ submitState: 'unconfirmed', submitError: attempt.error, queuedSave: null });
    if (settings.confirmSave) void check(unknown);
    else tell(save, { error: attempt.error });
  };

  /**
   * A save whose outcome another page or tab could not learn (a reload, or the tab that sent a
   * queued save): the values are put back (`restored`), then it is unknown here too.
   */
  const unconfirmedFound = (marker: UnconfirmedSave, restored: Promise<void>) => {
    outcomeUnknown = marker;
    attempts.adopt(marker.key);
    asked = askedSave();
    const save = asked;
    setState({ submitState: 'unconfirmed', submitError: null, queuedSave: null });
    void restored.then(() => {
      const current = index.current;
      if (!current || outcomeUnknown !== marker || state.submitState !== 'unconfirmed') return;
      const { envelope } = applyValues(current, store.getAll(), valueContext());
      // Found, not witnessed: its callback waits for `confirmSave` or "Save it again".
      unknown = { attempt: { key: marker.key, envelope, error: unansweredSave() }, save };
      if (settings.confirmSave) void check(unknown);
    });
  };

  /** A try failed: what it means for the object (issue 24, ARCHITECTURE.md "Submit"). */
  const failed = async (
    error: unknown,
    failure: SaveFailure,
    attempt: { body: FieldsEnvelope; key: string; saveDespiteWarnings: boolean; save: AskedSave },
  ) => {
    const { body, key, save } = attempt;
    // It failed before leaving because the device went offline: it waits on the device instead.
    if (failure === 'failed' && isNetworkFailure(error) && isOffline()) {
      if (queueSave(attempt.saveDespiteWarnings)) return;
    }
    const lostCreate = creates(body) && settings.transport.idempotentCreates !== true;
    if ((failure === 'lost' && lostCreate) || failure === 'keyReused') {
      // The marker is in the draft already for a create without a key; a reused key's too now.
      if (outcomeUnknown === null) {
        outcomeUnknown = { key, at: Date.now() };
        keeper?.keepSave();
      }
      return unconfirmed({ key, envelope: body, error }, save);
    }
    // A definite answer: nothing was stored.
    outcomeKnown();
    setState({ submitError: error, submitState: failure === 'conflict' ? 'conflict' : 'failed' });
    tell(save, { error });
  };

  /**
   * A repeated PUT met a 409: when the stored report holds the user's values, its earlier try was
   * applied (issue 24). The form takes the stored version and returns true: the save goes once
   * more on it, with the same values, and the service answers it with the stored object. What the
   * user typed while the save was out (`edited`) stays, and stays an edit of the stored version.
   */
  const storedAlready = async (body: FieldsEnvelope, edited: ReadonlySet<string>) => {
    const stored = await reloadStored().catch(() => null);
    if (!stored || !alreadyStored(body, stored, edits.sinceLoad())) return false;
    takeReply(stored, edited);
    edits.reset();
    for (const key of edited) edits.note(key);
    return true;
  };

  /**
   * Keep the save on the device until it is back online (issue 24); the attempt keeps its key. Only
   * `send` calls it, after `checkThenSend` waited for the draft lookup (or from the queue, which
   * holds a save only once the lookup is answered): an earlier page's save it would overwrite is
   * resumed by then.
   */
  const queueSave = (saveDespiteWarnings: boolean) => {
    if (!queue) return false;
    attempts.begin();
    // It never left: nothing about it is unknown. Its state replaces an offered draft.
    outcomeUnknown = null;
    drafted?.close();
    log.begin('save').end('queued');
    queue.put({ at: Date.now(), saveDespiteWarnings });
    return true;
  };

  const send = async (saveDespiteWarnings: boolean) => {
    const current = index.current;
    if (!current || submitting) return;
    // Offline: nothing can leave; with drafts on, the save waits on the device.
    if (isOffline() && queueSave(saveDespiteWarnings)) return;
    submitting = true;
    const save = asked;
    unknown = null;
    timer.cancel();
    replaceUpdate();
    // The save supersedes an offered draft: what a reload must know of it is written below.
    drafted?.close();
    const edited = edits.open();
    const repeated = attempts.mayHaveReached;
    const { key } = attempts.begin();
    setState({
      submitState: 'submitting',
      submitError: null,
      checkingSave: false,
      conflictAlreadySaved: false,
    });
    let body = current;
    try {
      // Receipts picked offline go first: the body must hold the contents the service made.
      try {
        if (parkedWaiting()) await (await parkedUploads()).flush(new AbortController().signal);
      } catch (error) {
        // The save itself was never sent: a plain failure, or it waits if the device is offline.
        return await failed(error, 'failed', { body, key, saveDespiteWarnings, save });
      }
      const build = () => {
        const applied = applyValues(index.current ?? current, store.getAll(), valueContext());
        for (const problem of Object.keys(applied.problems)) edited.add(problem);
        return applied.envelope;
      };
      body = build();
      const keyed = creates(body) && settings.transport.idempotentCreates === true;
      // Before the request leaves, the draft holds what a reload must know (ARCHITECTURE.md
      // "Drafts"): the attempt's key, and for a create without one that its outcome is unknown.
      outcomeUnknown = creates(body) && !keyed ? { key, at: Date.now() } : null;
      if (keeper) {
        keeper.keep();
        keeper.keepSave();
        // Limited: a storage that never answers is reported and the save goes all the same. A
        // create without a key may then leave with no marker stored: a reload while it is out
        // offers the values as a plain draft, not as a save of unknown outcome.
        await keeper.idle();
      }
      const options = { saveDespiteWarnings, key, keyed };
      let tried = await trySave(body, options);
      let alreadySaved = false;
      /** Keys typed while the repeat on the stored version is out: it does not take them. */
      let late: Set<string> | null = null;
      if ('error' in tried && tried.failure === 'conflict' && repeated && !creates(body)) {
        alreadySaved = await storedAlready(body, edited);
        if (alreadySaved) {
          body = build();
          late = edits.open();
          try {
            tried = await trySave(body, options);
          } finally {
            edits.close(late);
          }
        }
      }
      if ('error' in tried)
        return await failed(tried.error, tried.failure, { body, key, saveDespiteWarnings, save });
      const { result } = tried;
      if (result.kind === 'created')
        return saved(result.report, save, alreadySaved, (late?.size ?? 0) > 0);
      // A refusal created nothing: the next save is a new attempt with a new key (also "Save
      // anyway", whose body is the same: the service would answer the kept refusal again).
      attempts.end();
      outcomeUnknown = null;
      keeper?.keep();
      keeper?.keepSave();
      const collected = takeReply(ensureEnvelope(result.envelope), edited);
      setState({
        submitState: collected.warningsOnly ? 'warnings' : 'invalid',
        focusRequest: state.focusRequest + 1,
      });
    } catch (error) {
      // A reply that is no envelope, a value that cannot be sent: nothing was stored.
      await failed(error, saveFailure(error, false), { body, key, saveDespiteWarnings, save });
    } finally {
      edits.close(edited);
      submitting = false;
      // The save's end is what a `whenSettled` waits for: tell it after the flag is down.
      log.touch();
    }
  };

  const checkThenSend = async (saveDespiteWarnings: boolean) => {
    // The draft lookup after a load may find an earlier page's save, queued or of unknown outcome:
    // that one wins (issue 24), so a save asked for meanwhile waits for it, then looks again.
    const lookup = drafted?.lookup();
    if (lookup) await lookup;
    // An unknown outcome is never sent again by the Save button: `saveAgain` is (issue 24).
    // A queued save already takes what is on screen (edits made meanwhile go with it).
    const waiting = state.submitState === 'unconfirmed' || state.submitState === 'queued';
    if (submitting || !index.current || waiting) return;
    if (!settings.readOnly && !messages.checkAll(index.entries())) {
      setState({ submitState: 'invalid', focusRequest: state.focusRequest + 1 });
      // Nothing was sent: the app hears why (a screen may place none of the refused fields).
      report(clientCheckError(state.fields, messages.list(state.fields)));
      return;
    }
    // A new save the user asks for: it gets its own callback.
    asked = askedSave();
    await send(saveDespiteWarnings);
  };

  /** Typed numbers follow the locale's format (12.5 -> 12,5); nothing else changes. */
  const rewriteNumbers = (before: string) => {
    for (const { key, item, shown } of index.entries()) {
      if (!shown || (item.controlType !== 'DOUBLE' && item.controlType !== 'INTEGER')) continue;
      const codec = codecFor(item);
      const read = codec.fromEdit(store.get(key), { item, locale: before });
      if (read.ok) store.set(key, codec.toEdit(read.value, { item, locale: settings.locale }));
    }
  };

  /** Nothing is out, nothing is due, no save or check is under way (see `whenSettled`). */
  const settled = () =>
    log.activity().length === 0 && state.status !== 'loading' && !submitting && !state.checkingSave;
  let lent: {
    from: FormSessionSettings['transport'];
    to: FormSessionSettings['transport'];
  } | null = null;

  /** A draft is offered once the envelope shown at creation is on screen (`start()`, an effect). */
  let offerDue = false;
  if (initialEnvelope) {
    try {
      adopt(ensureEnvelope(initialEnvelope, wireNames ? { wireNames } : {}));
      offerDue = true;
    } catch (error) {
      setState({ status: 'error', loadError: error });
      report(error);
    }
  }
  if (held.length === 0) held = null;

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    subscribeField: (key, listener) => store.subscribe(key, listener),
    isBusy: (key) => state.busyKey === key,
    // A queued save is kept on the device: leaving the page loses nothing.
    isDirty: () => unsaved && state.submitState !== 'submitted' && state.submitState !== 'queued',
    value: (key) => store.get(key),
    message: (key) => store.message(key),
    subscribeMessages: (listener) => messages.subscribe(listener),
    fieldMessages: () => messages.list(state.fields),
    keyOf: index.keyOf,
    field: (property) => index.byProperty(property),
    wireValues() {
      const current = index.current;
      const values: Record<string, JsonValue> = {};
      if (!current) return values;
      // What a save would send: the edit values through their codecs, as `send` builds its body.
      const { envelope, problems } = applyValues(current, store.getAll(), valueContext());
      mapFields(envelope, (item, key) => {
        if (!item.visible || !holdsValue(item) || Object.hasOwn(values, item.property)) return item;
        // A value the form cannot read yet (`12abc`) is not sent: it is given as the user typed it.
        values[item.property] = problems[key]
          ? (store.get(key) as JsonValue)
          : (item.value ?? null);
        return item;
      });
      return values;
    },
    activity: log.activity,
    subscribeActivity: log.subscribeActivity,
    subscribeEvents: log.subscribeEvents,
    isSettled: settled,
    whenSettled: async (options = {}) =>
      // Loaded when first asked for (tests and drivers ask; a user's page does not).
      (await import('./whenSettled')).whenSettled(
        {
          clock,
          settled,
          activity: log.activity,
          watch(listener) {
            listeners.add(listener);
            const unwatch = log.subscribeActivity(listener);
            return () => {
              listeners.delete(listener);
              unwatch();
            };
          },
        },
        options.timeoutMs ?? 5000,
      ),
    whenReady() {
      return new Promise<void>((resolve, reject) => {
        // Settles on the first status that is not `loading`: the envelope shown, or the failure.
        const settle = () => {
          if (state.status === 'loading') return false;
          if (state.status === 'ready') resolve();
          else reject(state.loadError);
          return true;
        };
        if (settle()) return;
        listeners.add(function waiting() {
          if (settle()) listeners.delete(waiting);
        });
      });
    },
    start() {
      const early = held ?? [];
      held = null;
      for (const error of early) report(error);
      if (offerDue) {
        offerDue = false;
        void offerDraft();
      }
      // An initial envelope is the answer to the load (a bad one is its failure): retryLoad asks
      // the transport.
      if (!index.current && !loading && !initialEnvelope) void load();
      const unwatch = keeper?.watch((savedAt) => setState({ draftElsewhereAt: savedAt }));
      const online = () => {
        if (state.status !== 'error' && !queue?.current() && parkedWaiting())
          // Back online with receipts picked offline and no save waiting: upload them now.
          return void parkedUploads()
            .then((uploads) => uploads.flush(new AbortController().signal))
            .catch(() => undefined);
        if (state.status !== 'error') return void queue?.sendNow();
        // Loaded offline after a reload: load now, and send a save found queued with the draft.
        sendWhenLoaded = true;
        if (!loading) void load();
      };
      const target = typeof window === 'undefined' ? null : window;
      if (queue) target?.addEventListener('online', online);
      return () => {
        target?.removeEventListener('online', online);
        unwatch?.();
        keeper?.flush();
        loading?.abort();
        loading = null;
        update?.controller.abort();
        timer.cancel();
      };
    },
    retryLoad: load,
    retryUpdate: () => recall(),
    typed(key, value) {
      noteEdit(key, value);
      if (!triggers(key)) return;
      timer.afterPause(settings.recallDelayMs, () => {
        if (changed(key)) void recall(key);
      });
    },
    chose(key, value) {
      noteEdit(key, value);
      if (!triggers(key) || !changed(key)) return;
      if (update || timer.bursting()) {
        // The reply being waited for no longer answers the form: drop it now, and send once the
        // burst of changes settles.
        replaceUpdate();
        timer.afterBurst(settings.recallBurstMs, () => void recall(key));
        return;
      }
      void recall(key);
    },
    left(key) {
      if (!triggers(key)) return;
      timer.cancelPause();
      if (changed(key)) void recall(key);
    },
    runCommand(item, command) {
      markUnsaved();
      return exchange(
        'command',
        (body, signal) => settings.transport.command(body, command, signal),
        index.keyOf(item),
        command,
      );
    },
    removeField(item) {
      const current = index.current;
      if (!current) return Promise.resolve();
      // Removed at once; the server's reply then decides the structure.
      markUnsaved();
      setEnvelope(withoutField(current, item));
      return recall();
    },
    prefill(values) {
      const current = index.current;
      if (!current) return;
      const fills = prefillPlan(index.entries(), values, edits.sinceLoad(), valueContext());
      if (fills.length === 0) return;
      markUnsaved();
      for (const { key, value } of fills) store.set(key, value);
      const filled = new Set(fills.map((fill) => fill.item));
      setEnvelope(
        mapFields(current, (item) => (filled.has(item) ? { ...item, scanned: true } : item)),
      );
      if (fills.some((fill) => fill.item.requiresUpdate)) void recall();
    },
    async restoreDraft() {
      if (!state.draftOffer) return;
      draftEvent('restored');
      await drafted?.restore();
    },
    discardDraft() {
      if (!state.draftOffer) return;
      draftEvent('discarded');
      drafted?.discard();
    },
    flushDraft: () => keeper?.flush(),
    submit: () => checkThenSend(false),
    saveAnyway: () => checkThenSend(true),
    saveAgain() {
      // While `confirmSave` looks, its answer decides: a "saved" arriving while a new create is
      // out would be dropped, and the object created twice.
      if (state.submitState !== 'unconfirmed' || submitting || state.checkingSave)
        return Promise.resolve();
      // The user checked and chose to save again: the unknown save is over (its callback, if
      // still open, says it failed), and a new attempt begins, with a new key.
      if (unknown) tell(unknown.save, { error: unknown.attempt.error });
      unknown = null;
      attempts.end();
      outcomeKnown();
      setState({ submitState: 'idle' });
      return checkThenSend(false);
    },
    checkSave: () =>
      unknown && !state.checkingSave && state.submitState === 'unconfirmed'
        ? check(unknown)
        : Promise.resolve(),
    canCheckSave: () => settings.confirmSave !== undefined,
    sendQueuedSave: () => queue?.sendNow() ?? Promise.resolve(),
    cancelQueuedSave() {
      if (state.submitState !== 'queued') return;
      // Nothing left: the next save is a new attempt (unless an earlier try may have arrived).
      if (!attempts.mayHaveReached) attempts.end();
      queue?.cancel();
    },
    async reloadKeepingChanges() {
      if (!index.current) return;
      setState({ submitState: 'submitting', conflictAlreadySaved: false });
      try {
        const fresh = await reloadStored();
        // The user's changes since loading win over the server's fresh version (ARCHITECTURE.md "Submit").
        takeReply(fresh, new Set(edits.sinceLoad()));
        setState({ submitState: 'idle', submitError: null });
      } catch (error) {
        setState({ submitError: error, submitState: 'conflict' });
        report(error);
      }
    },
    firstErrorKey() {
      for (const { key, shown } of state.fields) {
        const message = shown ? store.message(key) : undefined;
        if (message && message.type !== 'warning') return key;
      }
      return null;
    },
    configure(next) {
      const { locale: before, describeProblem: wording } = settings;
      settings = { ...settings, ...settingsPatch(next) };
      if (before !== settings.locale && index.current) rewriteNumbers(before);
      // Client messages follow the locale; server texts stay as the server wrote them.
      if (wording !== settings.describeProblem) messages.reword(index.entries());
    },
    valueContext,
    get transport() {
      // Uploads and list values the controls make are the session's activity too.
      if (lent?.from !== settings.transport)
        lent = {
          from: settings.transport,
          to: instrumentTransport(lend(settings.transport), log),
        };
      return lent.to;
    },
  };
}

/** No answer came: the request failed on the way (offline, a dropped line). */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof ExpenseApiError && error.isNetworkError;
}

/** The pause before the library repeats a keyed create whose reply was lost (issue 24). */
const LOST_REPLY_RETRY_MS = 1000;

/** The optimistic-lock version an envelope carries (spec 2.7: the hidden `version` field). */
function versionOf(envelope: FieldsEnvelope | null): JsonValue {
  return envelope?.fields.find((item) => item.property === 'version')?.value ?? null;
}

/** The settings that have a default: given as `undefined`, they keep it. */
const DEFAULTED: ReadonlySet<string> = new Set<keyof FormSessionSettings>([
  'transport',
  'locale',
  'recallDelayMs',
  'recallBurstMs',
  'describeProblem',
]);

/**
 * The settings that were given: an `undefined` one with a default keeps it; an optional one
 * (`onEvent`, `onSubmitted`, `confirmSave`, ...) given as `undefined` is cleared, so a React
 * prop removed between renders stops being called.
 */
function settingsPatch(value: Partial<FormSessionSettings>): Partial<FormSessionSettings> {
  return Object.fromEntries(
    Object.entries(value).filter(([name, entry]) => entry !== undefined || !DEFAULTED.has(name)),
  );
}
