import { isConcurrentModification } from '../errors';
import {
  fieldKey,
  holdsValue,
  indexFields,
  mapFields,
  withoutField,
  type IndexedField,
} from '../fieldIndex';
import { applyValues, envelopeToValues, fieldProblem, type ValueContext } from '../formValues';
import { jsonEqual } from '../json';
import { mergeRecall } from '../merge';
import type { FieldsTransport } from '../transport';
import type { ExpenseReport, FieldItem, FieldsEnvelope, JsonValue } from '../types';
import { codecFor, type ValueProblem } from '../values';
import { systemClock, type Clock } from './clock';
import type { FieldMessage, FieldStore } from './fieldStore';
import { placeServerMessages } from './placeServerMessages';
import { createRecallTimer } from './recallTimer';
import { INITIAL_SESSION_STATE, type FormSessionState } from './sessionState';

/** What a session may be told again at any time (the React adapter does, on every render). */
export interface FormSessionSettings {
  transport: FieldsTransport;
  /** BCP 47 locale of the value codecs. Default `en`. */
  locale: string;
  /** The clock of future-date checks. */
  now?: (() => Date) | undefined;
  /** Pause after typing in a `requiresUpdate` field before the re-call, in ms. Default 800. */
  recallDelayMs: number;
  /** Quiet time after a choice changes while a re-call is out, in ms. Default 150. */
  recallBurstMs: number;
  /** The text of a client check's problem. Default: its code. */
  describeProblem: (problem: ValueProblem) => string;
  onSubmitted?: ((report: ExpenseReport) => void) | undefined;
  onError?: ((error: unknown) => void) | undefined;
}

/** Options of {@link createFormSession}. */
export interface FormSessionOptions extends Partial<FormSessionSettings> {
  transport: FieldsTransport;
  /** Where values and messages live (react-hook-form's control in React). */
  store: FieldStore;
  /** Timers; the platform's by default. */
  clock?: Clock;
}

/** The framework-free form engine: see {@link createFormSession}. */
export interface FormSession {
  /** Form-level state changes (status, envelope, submit state, ...). */
  subscribe(listener: () => void): () => void;
  getSnapshot(): FormSessionState;
  /** One field's value and message changes. */
  subscribeField(key: string, listener: () => void): () => void;
  value(key: string): unknown;
  message(key: string): FieldMessage | undefined;
  /** The form key of a field item of the current envelope. */
  keyOf(item: FieldItem): string;
  /** Begin loading (once); returns the stop that aborts what is under way. */
  start(): () => void;
  retryLoad(): Promise<void>;
  /** The user typed: the value is kept; a `requiresUpdate` field re-calls after the pause. */
  typed(key: string, value: unknown): void;
  /** The user chose: a `requiresUpdate` field re-calls now, or after the burst settles. */
  chose(key: string, value: unknown): void;
  /** Focus left a typed field: a pending re-call goes now. */
  left(key: string): void;
  /** Run a field command (spec 2.7) with the envelope; the reply replaces it. */
  runCommand(item: FieldItem, command: string): Promise<void>;
  /** Remove a removable group and re-call with the envelope without it. */
  removeField(item: FieldItem): Promise<void>;
  /** Fill fields by property where the user has not typed; they get the `scanned` marker. */
  prefill(values: Record<string, JsonValue>): void;
  /** Check, then create the report. Does nothing while a submit is under way. */
  submit(): Promise<void>;
  /** Submit again with `saveDespiteWarnings=true`. */
  saveAnyway(): Promise<void>;
  /** After a 409: load the server's version and re-apply the user's changes on top. */
  reloadKeepingChanges(): Promise<void>;
  /** The first shown field with an error (not a warning), in server order. */
  firstErrorKey(): string | null;
  /** Change settings; a new locale re-writes typed numbers in its format. */
  configure(settings: Partial<FormSessionSettings>): void;
  valueContext(): ValueContext;
  readonly transport: FieldsTransport;
}

/**
 * The form engine without React (DESIGN.md house style: query-core beside react-query). It owns
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
  const { store, clock, ...given } = options;
  const timer = createRecallTimer(clock ?? systemClock);
  let settings: FormSessionSettings = {
    locale: 'en',
    recallDelayMs: 800,
    recallBurstMs: 150,
    describeProblem: (problem) => problem.code,
    ...definedOnly(given),
    transport: given.transport,
  };
  let state = INITIAL_SESSION_STATE;
  const listeners = new Set<() => void>();
  const setState = (patch: Partial<FormSessionState>) => {
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  };

  let envelope: FieldsEnvelope | null = null;
  let keys = new WeakMap<FieldItem, string>();
  let entries = new Map<string, IndexedField>();
  /** The value each key had when it was last sent or received: a re-call is due when it differs. */
  const committed = new Map<string, unknown>();
  let editedSinceLoad = new Set<string>();
  /** One set per request under way: the keys edited after it left. */
  const inFlight = new Set<Set<string>>();
  let update: { controller: AbortController; seq: number } | null = null;
  let seq = 0;
  let submitting = false;
  /** After the first submit attempt a field is checked as it changes, not only when it was wrong. */
  let attempted = false;
  let serverKeys: ReadonlySet<string> = new Set<string>();
  let loading: AbortController | null = null;

  const valueContext = (): ValueContext =>
    settings.now ? { locale: settings.locale, now: settings.now } : { locale: settings.locale };
  const report = (error: unknown) => settings.onError?.(error);
  const changed = (key: string) => !jsonEqual(store.get(key), committed.get(key));
  const triggers = (key: string) => entries.get(key)?.item.requiresUpdate === true;

  const setEnvelope = (next: FieldsEnvelope, patch: Partial<FormSessionState> = {}) => {
    envelope = next;
    const indexed = indexFields(next);
    keys = new WeakMap(indexed.map((entry) => [entry.item, entry.key]));
    entries = new Map(indexed.map((entry) => [entry.key, entry]));
    setState({ ...patch, envelope: next, fields: indexed, status: 'ready', loadError: null });
  };

  const placeMessages = (next: FieldsEnvelope, skip: ReadonlySet<string>) => {
    const placed = placeServerMessages(store, next, serverKeys, skip);
    serverKeys = placed.keys;
    return placed.collected;
  };

  /** A reply (re-call, command, invalid submit, reload) under the merge rules. */
  const takeReply = (reply: FieldsEnvelope, edited: ReadonlySet<string>) => {
    const merged = mergeRecall(
      { envelope: envelope ?? reply, values: store.getAll() },
      reply,
      edited,
      valueContext(),
    );
    for (const [key, value] of Object.entries(merged.values)) {
      if (!jsonEqual(store.get(key), value)) store.set(key, value);
      if (!edited.has(key)) committed.set(key, value);
    }
    const collected = placeMessages(reply, edited);
    setEnvelope(reply, { formMessages: collected.formMessages });
    return collected;
  };

  const adopt = (loaded: FieldsEnvelope) => {
    const values = envelopeToValues(loaded, valueContext());
    store.reset(values);
    committed.clear();
    for (const [key, value] of Object.entries(values)) committed.set(key, value);
    editedSinceLoad = new Set();
    serverKeys = new Set();
    const collected = placeMessages(loaded, new Set());
    setEnvelope(loaded, { formMessages: collected.formMessages });
  };

  const load = async () => {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    if (!envelope) setState({ status: 'loading', loadError: null });
    try {
      const loaded = await settings.transport.load(controller.signal);
      if (!controller.signal.aborted) adopt(loaded);
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: envelope ? 'ready' : 'error', loadError: error });
      report(error);
    } finally {
      if (loading === controller) loading = null;
    }
  };

  /** Re-call or command: aborts the one before, applies only the latest reply. */
  const exchange = async (
    send: (body: FieldsEnvelope, signal: AbortSignal) => Promise<FieldsEnvelope>,
  ) => {
    const current = envelope;
    if (!current) return;
    timer.cancel();
    update?.controller.abort();
    const controller = new AbortController();
    const mine = (seq += 1);
    update = { controller, seq: mine };
    const edited = new Set<string>();
    inFlight.add(edited);
    const values = store.getAll();
    for (const [key, value] of Object.entries(values)) committed.set(key, value);
    setState({ updating: true });
    try {
      const { envelope: body, problems } = applyValues(current, values, valueContext());
      // An edit that cannot be read was not sent: the reply is no answer to it, so it stays.
      for (const key of Object.keys(problems)) edited.add(key);
      const reply = await send(body, controller.signal);
      if (controller.signal.aborted || seq !== mine) return;
      takeReply(reply, edited);
      setState({ updateError: null });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ updateError: error });
      report(error);
    } finally {
      inFlight.delete(edited);
      if (seq === mine) {
        update = null;
        setState({ updating: false });
      }
    }
  };
  const recall = () => exchange((body, signal) => settings.transport.recall(body, signal));

  /** Sets or clears one field's client message from its check. */
  const check = (key: string): boolean => {
    const entry = entries.get(key);
    const problem = entry ? fieldProblem(entry, store.get(key), valueContext()) : null;
    const current = store.message(key);
    if (problem) {
      const message = settings.describeProblem(problem);
      // The same message again changes nothing on screen: no write, no render.
      if (current?.type !== 'client' || current.message !== message)
        store.setMessage(key, { type: 'client', message });
    } else if (current) store.clearMessage(key);
    return problem === null;
  };

  const noteEdit = (key: string, value: unknown) => {
    store.set(key, value);
    editedSinceLoad.add(key);
    for (const edited of inFlight) edited.add(key);
    if (serverKeys.has(key)) {
      serverKeys = new Set([...serverKeys].filter((other) => other !== key));
      store.clearMessage(key);
    } else if (attempted || store.message(key)) {
      // A client error is checked again as the user fixes it, and after a submit attempt every
      // edit is; before that, typing costs no check.
      check(key);
    }
  };

  /** Client checks of every shown field; a passing field loses any message it had. */
  const checkAll = () => {
    let valid = true;
    for (const entry of entries.values()) {
      if (!entry.shown || !holdsValue(entry.item)) continue;
      if (!check(entry.key)) valid = false;
    }
    serverKeys = new Set([...serverKeys].filter((key) => store.message(key)));
    return valid;
  };

  const send = async (saveDespiteWarnings: boolean) => {
    const current = envelope;
    if (!current || submitting) return;
    submitting = true;
    timer.cancel();
    update?.controller.abort();
    const edited = new Set<string>();
    inFlight.add(edited);
    setState({ submitState: 'submitting', submitError: null });
    try {
      const { envelope: body, problems } = applyValues(current, store.getAll(), valueContext());
      for (const key of Object.keys(problems)) edited.add(key);
      const result = await settings.transport.submit(body, {
        saveDespiteWarnings,
        signal: new AbortController().signal,
      });
      if (result.kind === 'created') {
        setState({ report: result.report, submitState: 'submitted', formMessages: [] });
        settings.onSubmitted?.(result.report);
        return;
      }
      const collected = takeReply(result.envelope, edited);
      setState({
        submitState: collected.warningsOnly ? 'warnings' : 'invalid',
        focusRequest: state.focusRequest + 1,
      });
    } catch (error) {
      setState({
        submitError: error,
        submitState: isConcurrentModification(error) ? 'conflict' : 'failed',
      });
      report(error);
    } finally {
      inFlight.delete(edited);
      submitting = false;
    }
  };

  const checkThenSend = async (saveDespiteWarnings: boolean) => {
    if (submitting || !envelope) return;
    attempted = true;
    if (!checkAll()) {
      setState({ submitState: 'invalid', focusRequest: state.focusRequest + 1 });
      return;
    }
    await send(saveDespiteWarnings);
  };

  /** Typed numbers follow the locale's format (12.5 -> 12,5); nothing else changes. */
  const rewriteNumbers = (before: string) => {
    for (const { key, item, shown } of entries.values()) {
      if (!shown || (item.controlType !== 'DOUBLE' && item.controlType !== 'INTEGER')) continue;
      const codec = codecFor(item);
      const read = codec.fromEdit(store.get(key), { item, locale: before });
      if (read.ok) store.set(key, codec.toEdit(read.value, { item, locale: settings.locale }));
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    subscribeField: (key, listener) => store.subscribe(key, listener),
    value: (key) => store.get(key),
    message: (key) => store.message(key),
    keyOf: (item) => keys.get(item) ?? fieldKey(item.property),
    start() {
      if (!envelope && !loading) void load();
      return () => {
        loading?.abort();
        loading = null;
        update?.controller.abort();
        timer.cancel();
      };
    },
    retryLoad: load,
    typed(key, value) {
      noteEdit(key, value);
      if (!triggers(key)) return;
      timer.afterPause(settings.recallDelayMs, () => {
        if (changed(key)) void recall();
      });
    },
    chose(key, value) {
      noteEdit(key, value);
      if (!triggers(key) || !changed(key)) return;
      if (update || timer.bursting()) {
        // The reply being waited for no longer answers the form: drop it now, and send once the
        // burst of changes settles.
        update?.controller.abort();
        timer.afterBurst(settings.recallBurstMs, () => void recall());
        return;
      }
      void recall();
    },
    left(key) {
      if (!triggers(key)) return;
      timer.cancelPause();
      if (changed(key)) void recall();
    },
    runCommand: (_item, command) =>
      exchange((body, signal) => settings.transport.command(body, command, signal)),
    removeField(item) {
      if (!envelope) return Promise.resolve();
      // Removed at once; the server's reply then decides the structure.
      setEnvelope(withoutField(envelope, item));
      return recall();
    },
    prefill(values) {
      if (!envelope) return;
      const filled = new Set<FieldItem>();
      let due = false;
      for (const { key, item, shown } of entries.values()) {
        if (!shown || !holdsValue(item) || !Object.hasOwn(values, item.property)) continue;
        // Spec 2.6: pre-fill never overwrites what the user typed.
        if (editedSinceLoad.has(key)) continue;
        const value = values[item.property] as JsonValue;
        store.set(key, codecFor(item).toEdit(value, { ...valueContext(), item }));
        filled.add(item);
        if (item.requiresUpdate) due = true;
      }
      if (filled.size === 0) return;
      setEnvelope(
        mapFields(envelope, (item) => (filled.has(item) ? { ...item, scanned: true } : item)),
      );
      if (due) void recall();
    },
    submit: () => checkThenSend(false),
    saveAnyway: () => checkThenSend(true),
    async reloadKeepingChanges() {
      if (!envelope) return;
      setState({ submitState: 'submitting' });
      try {
        const fresh = await settings.transport.load(new AbortController().signal);
        // The user's changes since loading win over the server's fresh version (DESIGN.md "409").
        takeReply(fresh, new Set(editedSinceLoad));
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
      const before = settings.locale;
      settings = { ...settings, ...definedOnly(next) };
      if (before !== settings.locale && envelope) rewriteNumbers(before);
    },
    valueContext,
    get transport() {
      return settings.transport;
    },
  };
}

/** The settings that were given (an `undefined` option keeps the default). */
function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
