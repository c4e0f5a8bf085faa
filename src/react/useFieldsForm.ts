import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from 'react';
import * as hookForm from 'react-hook-form';
import { useForm, type Control } from 'react-hook-form';
import { ExpenseApiError } from '../core/wire/errors';
import type { FormValues } from '../core/values/formValues';
import type { ListQuery, SavedObject } from '../core/http/client';
import { systemClock, type Clock } from '../core/session/clock';
import { createFormSession } from '../core/session/createFormSession';
import { draftKey, type DraftSettings, type DraftStorage } from '../core/session/draftStorage';
import { indexedDbDrafts } from '../core/session/indexedDbDrafts';
import { useClientLayoutEffect } from './useClientLayoutEffect';
import type { ImageLimits } from '../core/receipts/imageLimits';
import type { FormSession } from '../core/session/formSession';
import type { FormSessionState, SubmitState } from '../core/session/sessionState';
import type { SaveAttempt, SaveConfirmation } from '../core/session/saveAttempts';
import type { SessionEvent } from '../core/session/sessionEvents';
import type {
  CustomFieldList,
  FieldItem,
  FieldsEnvelope,
  JsonObject,
  JsonValue,
} from '../core/wire/types';
import {
  loadMessages,
  needsMessages,
  problemMessage,
  resolveMessages,
  type FormMessages,
} from '../i18n/messages';
import { escapeCharacters } from '../core/wire/escapeCharacters';
import { resolveSource, type FieldsSource, type FieldsTransport } from '../core/http/transport';
import { formStore, STORE_METHODS } from './formStore';

export type { SubmitState };

/** Options of {@link useFieldsForm}. */
export interface UseFieldsFormOptions {
  /** Where the envelope comes from. */
  source: FieldsSource;
  /** BCP 47 locale: number format, dates and built-in strings (en, sv, pt). Default `en`. */
  locale?: string;
  /** Replacements of built-in strings. */
  messages?: Partial<FormMessages>;
  /** Called with the saved report (spec 2.8), or the saved expense on an expense endpoint. */
  onSubmitted?: (saved: SavedObject) => void;
  /**
   * Called with every failure the form shows (load, re-call, command, submit); once per save the
   * user asks for, however the library retries or confirms it.
   */
  onError?: (error: unknown) => void;
  /**
   * Look a report up when its save's outcome is unknown (the reply was lost and no idempotency key
   * protects a repeat, issue 24): answer `{ saved: true, report }` when your list has it (the form
   * ends saved, `onSubmitted` is called), `{ saved: false }` when it surely has not (Try again is
   * then safe). Without it, or when it rejects, the form says the outcome is unknown and offers
   * "Save it again" as a separate, explicit action.
   */
  confirmSave?: (attempt: SaveAttempt) => Promise<SaveConfirmation>;
  /**
   * Every exchange (load, re-call, command, save, reload, draft lookup, upload, list values) with
   * its phases, every draft, message and state change, for your own logging or metrics
   * (ARCHITECTURE.md "Events and activity"; issue 27). Unset, the form builds no event; removing
   * it stops the calls.
   *
   * @example
   * <FieldsForm source={source} onEvent={(event) => {
   *   if (event.type === 'exchange' && event.phase === 'failed') metrics.count(event.kind);
   * }} />
   */
  onEvent?: (event: SessionEvent) => void;
  /** Pause after typing in a `requiresUpdate` field before the re-call, in ms. Default 800. */
  recallDelayMs?: number;
  /**
   * Quiet time after a choice changes while a re-call is out, in ms. Default 150. The change
   * makes the reply being waited for stale, so it is aborted at once and one re-call follows when
   * the choices settle: twenty clicks in a second cost two requests, not twenty.
   */
  recallBurstMs?: number;
  /** The clock of future-date checks. */
  now?: () => Date;
  /**
   * The timers of the form: re-call pauses, draft writes, the LIST search pause. Default the
   * platform's (`systemClock`); a test gives a fake one. Read once, when the form's session starts.
   */
  clock?: Clock;
  /** Show every field without letting it be edited (a view of the report). */
  readOnly?: boolean;
  /** Ask before the page is left with unsaved changes (`beforeunload`). Default true. */
  guardUnload?: boolean;
  /**
   * Keep a draft of the user's changes in IndexedDB and offer it after a reload (default on;
   * `false` turns it off). Give `scope` (the signed-in user's id) on shared machines.
   */
  drafts?: false | DraftOptions;
  /**
   * Photos above these limits are re-encoded before upload (EXIF orientation kept, QR codes read
   * from the original first); `false` sends them as picked. Default: longest edge 2400 px, 1.5 MB.
   */
  receiptImages?: ImageLimits | false;
  /**
   * The envelope the server already has (server rendering, ARCHITECTURE.md "Server rendering"):
   * a parsed one or the service's raw JSON, read with the client's wire names. The first render,
   * on the server and in the browser alike, shows its fields and no load is made; re-calls, the
   * draft offer and the unload guard start after hydration. One that does not parse shows the
   * load failure. Read once, when the form's session starts.
   */
  initialEnvelope?: FieldsEnvelope | JsonObject;
}

/** How the form keeps drafts (the `drafts` option). */
export interface DraftOptions {
  /** Whose drafts these are (a user id): one user never sees another's. Default `''`. */
  scope?: string;
  /** Where drafts are kept. Default IndexedDB (`indexedDbDrafts()`). */
  storage?: DraftStorage;
  /** A draft older than this is dropped, in ms. Default 7 days. */
  maxAgeMs?: number;
  /** Time from an edit to its draft write, in ms. Default 1000. */
  saveDelayMs?: number;
}

/** What a field needs from its form, stable for the form's life. */
export interface FieldSession {
  /** The form's react-hook-form control, with the loaded envelope's values (read when needed). */
  control: Control<FormValues>;
  /** The framework-free engine: values, messages, re-calls and submits (`typed`, `chose`, `left`). */
  engine: FormSession;
  /** A native input of a key mounts (null: unmounts); the form writes the values it sets there. */
  attach(key: string, element: HTMLElement | null): void;
  /** DOM id of a field's control. */
  domId(key: string): string;
  /** The form key of a field item of the current envelope. */
  keyOf(item: FieldItem): string;
  /** Run a field command (spec 2.7), after any confirmation. */
  runCommand(item: FieldItem, command: string): Promise<void>;
  /** Remove a removable group and re-call with the envelope without it. */
  removeField(item: FieldItem): Promise<void>;
  /** Fill fields by property where the user has not typed; they get the `scanned` marker. */
  prefill(values: Record<string, JsonValue>): void;
  /** The transport's upload, or null when it cannot upload. */
  upload: FieldsTransport['upload'] | null;
  /** Values of a LIST url through the transport; null when the transport has no list source. */
  loadList(
    url: string,
  ): ((query: ListQuery, signal: AbortSignal) => Promise<CustomFieldList>) | null;
  /** The locale and clock of the codecs. */
  valueContext(): { locale: string; now?: () => Date };
  /** When receipts' photos are made smaller before upload (`receiptImages`). */
  imageLimits: ImageLimits | false | undefined;
  /** The session's timers: controls that wait (the LIST search pause) wait on them too. */
  clock: Clock;
}

/** The headless form: everything `<FieldsForm>` draws, for custom report screens. */
export interface FieldsFormApi extends Omit<FormSessionState, 'focusRequest'> {
  /** Loads the envelope again after a failure. */
  retryLoad(): void;
  /** Sends the last re-call again after it failed (the values are as the user left them). */
  retryUpdate(): void;
  /**
   * The form's react-hook-form control (`useWatch`, `useController`). The values of a loaded
   * envelope reach it when the page is idle after the form is drawn, or when this is read,
   * whichever is first: read it where you use it, not before the form is ready.
   */
  control: Control<FormValues>;
  session: FieldSession;
  /** The framework-free engine behind the form (the same as `session.engine`). */
  engine: FormSession;
  locale: string;
  messages: FormMessages;
  /** Validate and submit. Does nothing while a submit is under way. */
  submit(): Promise<void>;
  /** Submit again with `saveDespiteWarnings=true` (after a warnings-only reply). */
  saveAnyway(): Promise<void>;
  /**
   * After `unconfirmed` (the report may have been saved, issue 24): the user checked their reports
   * and saves again, as a new save. `submit()` does not send while the outcome is unknown.
   *
   * @example
   * {form.submitState === 'unconfirmed' ? <button onClick={() => void form.saveAgain()}>Save it again</button> : null}
   */
  saveAgain(): Promise<void>;
  /** After `unconfirmed`: ask `confirmSave` again (`checkingSave` while it looks). */
  checkSave(): Promise<void>;
  /**
   * While `queued` (the save waits on the device for the network, issue 24): send it now. The
   * form offers it after a reload (`queuedSave.resumed`); it also goes out by itself on the
   * `online` event. Sent once across tabs.
   *
   * @example
   * {form.queuedSave?.resumed ? <button onClick={() => void form.sendQueuedSave()}>Send it now</button> : null}
   */
  sendQueuedSave(): Promise<void>;
  /**
   * While `queued`: the save no longer waits; the values stay on screen and in the draft.
   *
   * @example
   * {form.submitState === 'queued' ? <button onClick={form.cancelQueuedSave}>Cancel</button> : null}
   */
  cancelQueuedSave(): void;
  /** After a 409: load the server's version and re-apply the user's changes on top. */
  reloadKeepingChanges(): Promise<void>;
  /** Focus the first field with an error, or the summary. */
  focusFirstError(): void;
  /**
   * There are changes no save has stored yet: guard in-app navigation with it (a function, so
   * asking never renders). Leaving the page asks first while it is true, unless `guardUnload` is
   * false.
   */
  isDirty(): boolean;
  /** The form only shows its fields. */
  readOnly: boolean;
  /** Put the offered draft (`draftOffer`) over the server's envelope, re-calls included. */
  restoreDraft(): Promise<void>;
  /** Drop the offered draft. */
  discardDraft(): void;
}

/**
 * The headless form: a thin adapter over the framework-free session of `expense-fields/core`
 * (`createFormSession`), read with `useSyncExternalStore`, with react-hook-form as the store of
 * values and errors. It loads the envelope, re-calls on `requiresUpdate` changes (latest reply
 * only, the user's newer edits kept), merges server errors, submits with the hidden version,
 * handles warnings, 409 and failures without losing input, and runs commands.
 *
 * @example
 * const form = useFieldsForm({ source: { organizationId, client } });
 * if (form.status !== 'ready') return <Spinner />;
 * return <form onSubmit={(event) => { event.preventDefault(); void form.submit(); }}>...</form>;
 */
export function useFieldsForm(options: UseFieldsFormOptions): FieldsFormApi {
  const { transport, key: sourceKey } = resolveSource(options.source);
  const locale = options.locale ?? 'en';
  const messages = useBuiltInMessages(locale, options.messages);
  // Until a first language has loaded, English words the few strings a loading form shows.
  const shownMessages = messages ?? resolveMessages('en', options.messages);
  // One wording per set of strings: a new locale re-words the client messages shown.
  const describeProblem = useCallback(
    (problem: Parameters<typeof problemMessage>[0]) => problemMessage(problem, shownMessages),
    [shownMessages],
  );
  const form = useFormMethods();
  const settings = {
    transport,
    locale,
    now: options.now,
    recallDelayMs: options.recallDelayMs,
    recallBurstMs: options.recallBurstMs,
    describeProblem,
    readOnly: options.readOnly,
    onSubmitted: options.onSubmitted,
    onError: options.onError,
    confirmSave: options.confirmSave,
    // Given as undefined when removed: the session stops calling it (it clears optional settings).
    onEvent: options.onEvent,
  };
  // One session per source: another source is another report.
  // The initial envelope is the first source's: another source is another report, and loads.
  const create = (initialEnvelope?: FieldsEnvelope | JsonObject) => {
    const store = formStore(form);
    const drafts = draftSettings(options, sourceKey);
    const clock = options.clock ?? systemClock;
    const engine = createFormSession({
      ...settings,
      store,
      drafts,
      clock,
      initialEnvelope,
      // A raw envelope is read as the source's client reads its replies.
      wireNames: options.source.client?.wireNames,
    });
    return { key: sourceKey, store, engine, clock };
  };
  const [owned, setOwned] = useState(() => create(options.initialEnvelope));
  let { engine, store, clock } = owned;
  if (owned.key !== sourceKey) {
    const next = create();
    setOwned(next);
    ({ engine, store, clock } = next);
  }
  useClientLayoutEffect(() => engine.configure(settings));
  // Before the first paint: a transport that answers at once shows the form, not "Loading", first.
  useClientLayoutEffect(() => engine.start(), [engine]);
  // A state equal to the one shown (the load's own "loading" at start, no draft to offer) renders
  // nothing: the form commits once when its envelope arrives (ARCHITECTURE.md "Mount").
  const snapshot = useMemo(() => sameStateOnce(engine.getSnapshot), [engine]);
  const state = useSyncExternalStore(engine.subscribe, snapshot, snapshot);

  const formId = `ef${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const domId = useCallback((key: string) => `${formId}-${domSafe(key)}`, [formId]);

  const focusFirstError = useCallback(() => {
    const key = engine.firstErrorKey();
    const target = key === null ? null : document.getElementById(domId(key));
    const focusable =
      target && (target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE));
    if (focusable) focusable.focus();
    else document.getElementById(domId('summary'))?.focus();
  }, [engine, domId]);

  // Focus follows the session's request, after the messages are on screen.
  const { focusRequest } = state;
  useEffect(() => {
    if (focusRequest > 0) focusFirstError();
  }, [focusRequest, focusFirstError]);

  const imageLimits = useStableLimits(options.receiptImages);
  const session = useMemo<FieldSession>(() => {
    // One loader per url for the form: two hundred lists of currencies share one.
    const loaders = new Map<string, ReturnType<FieldSession['loadList']>>();
    return {
      // Read, it gives react-hook-form the last envelope's values first (formStore hands them
      // over when the page is idle otherwise).
      get control() {
        store.handOver();
        return form.control;
      },
      engine,
      attach: store.attach,
      domId,
      keyOf: engine.keyOf,
      runCommand: engine.runCommand,
      removeField: engine.removeField,
      prefill: engine.prefill,
      get upload() {
        const current = engine.transport;
        return current.upload
          ? (
              body: Blob | Uint8Array,
              upload: Parameters<NonNullable<FieldsTransport['upload']>>[1],
              signal: AbortSignal,
            ) =>
              engine.transport.upload?.(body, upload, signal) ??
              Promise.reject(new Error('No upload.'))
          : null;
      },
      loadList(url) {
        if (!engine.transport.listValues) return null;
        let load = loaders.get(url);
        if (!load) {
          load = (query, signal) =>
            engine.transport.listValues?.(url, query, signal) ??
            Promise.reject(new Error('No list source.'));
          loaders.set(url, load);
        }
        return load;
      },
      valueContext: engine.valueContext,
      imageLimits,
      clock,
    };
  }, [form, engine, store, domId, imageLimits, clock]);

  // The field whose change is being re-called shows its progress: an attribute on its element,
  // set here, so no field subscribes to it (a large form pays nothing for it).
  const { busyKey } = state;
  useEffect(() => {
    if (busyKey === null) return undefined;
    const field = document.querySelector(`[data-field="${domId(busyKey)}"]`);
    field?.setAttribute('aria-busy', 'true');
    return () => field?.removeAttribute('aria-busy');
  }, [busyKey, domId]);

  // Leaving the page with unsaved changes asks first; after a save it does not.
  const guardUnload = options.guardUnload !== false;
  useEffect(() => {
    if (!guardUnload) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      if (!engine.isDirty()) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [engine, guardUnload]);

  // A hidden page may never come back (a closed laptop, a killed tab): its draft is written now.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') engine.flushDraft();
    };
    document.addEventListener('visibilitychange', flush);
    window.addEventListener('pagehide', engine.flushDraft);
    return () => {
      document.removeEventListener('visibilitychange', flush);
      window.removeEventListener('pagehide', engine.flushDraft);
    };
  }, [engine]);

  const { focusRequest: _focus, ...shown } = state;
  return {
    ...shown,
    status: messages ? state.status : 'loading',
    retryLoad: () => void engine.retryLoad(),
    retryUpdate: () => void engine.retryUpdate(),
    get control() {
      store.handOver();
      return form.control;
    },
    session,
    engine,
    locale,
    messages: shownMessages,
    submit: engine.submit,
    saveAnyway: engine.saveAnyway,
    saveAgain: engine.saveAgain,
    checkSave: engine.checkSave,
    sendQueuedSave: engine.sendQueuedSave,
    cancelQueuedSave: engine.cancelQueuedSave,
    reloadKeepingChanges: engine.reloadKeepingChanges,
    focusFirstError,
    isDirty: engine.isDirty,
    readOnly: options.readOnly === true,
    restoreDraft: engine.restoreDraft,
    discardDraft: engine.discardDraft,
  };
}

/**
 * The session's snapshot, kept the same object while every part of it is the same: a state the
 * session set again unchanged renders nothing.
 */
function sameStateOnce(read: () => FormSessionState): () => FormSessionState {
  let shown = read();
  return () => {
    const next = read();
    if (next !== shown && !shallowEqual(shown, next)) shown = next;
    return shown;
  };
}

function shallowEqual(a: FormSessionState, b: FormSessionState): boolean {
  const keys = Object.keys(b) as (keyof FormSessionState)[];
  return keys.length === Object.keys(a).length && keys.every((name) => Object.is(a[name], b[name]));
}

/** What the form uses of react-hook-form: the store port's methods and its control. */
type FormMethods = Parameters<typeof formStore>[0] & { control: Control<FormValues> };

/** react-hook-form 7.55 and later make a form's control without a hook. */
const createFormControl = (hookForm as { createFormControl?: (props: object) => FormMethods })
  .createFormControl;

/**
 * The form's react-hook-form control. `useForm` marks itself ready in a layout effect, which
 * renders the form a second time at mount; the session reads values and errors through the store
 * port and never reads `formState`, so a control made once, with no subscription, serves
 * (ARCHITECTURE.md "Mount"). It is made when first used: the store port answers a loaded form's
 * reads from its own copy until the page is idle, so a mount neither makes nor compiles it.
 * Before 7.55 (no `createFormControl`), `useForm`.
 */
const useFormMethods: () => FormMethods = createFormControl
  ? () => useState(() => madeOnFirstUse(() => createFormControl(formOptions())))[0]
  : () => {
      // The first object: react-hook-form 7.54.0 returns a new one on each change of its form
      // state, and the form's session (and every field's context) depends on this one.
      const methods = useForm<FormValues>(formOptions());
      return useState(methods)[0];
    };

const formOptions = () => ({ mode: 'onSubmit', defaultValues: {} }) as const;

/** Methods that make the control the first time one of them, or `control`, is used. */
function madeOnFirstUse(make: () => FormMethods): FormMethods {
  let made: FormMethods | undefined;
  const real = () => (made ??= make());
  const lazy: Record<string, unknown> = {
    get control() {
      return real().control;
    },
  };
  // The store port takes these when it is made (`formStore`): each makes the control when called.
  for (const name of STORE_METHODS)
    lazy[name] = (...args: unknown[]) =>
      (real()[name] as (...given: unknown[]) => unknown)(...args);
  return lazy as unknown as FormMethods;
}

/** One IndexedDB storage for every form of the page. */
let sharedDrafts: DraftStorage | null = null;

/** The session's draft settings: none for a read-only form or `drafts={false}`. */
function draftSettings(options: UseFieldsFormOptions, sourceKey: string): DraftSettings | null {
  const { drafts = {} } = options;
  if (drafts === false || options.readOnly) return null;
  return {
    storage: drafts.storage ?? (sharedDrafts ??= indexedDbDrafts()),
    key: draftKey(drafts.scope ?? '', sourceKey),
    maxAgeMs: drafts.maxAgeMs,
    saveDelayMs: drafts.saveDelayMs,
  };
}

const FOCUSABLE = 'input, textarea, select, button, a[href], [tabindex]';

const NOT_ID_SAFE = /[^A-Za-z0-9_-]/g;
const charCode = (char: string) => `-${char.charCodeAt(0).toString(16)}`;

/** A form key as a part of a DOM id: each character outside `[A-Za-z0-9_-]` as `-` and its code. */
const domSafe = (key: string) => escapeCharacters(key, '%', NOT_ID_SAFE, charCode);

/** The same limits object while their values stay the same (an inline prop must not re-render fields). */
function useStableLimits(limits: ImageLimits | false | undefined): ImageLimits | false | undefined {
  const key = limits === false ? 'off' : JSON.stringify(limits ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => limits, [key]);
}

/**
 * The strings of the locale, loading its built-in translation when needed. While a new language
 * loads, the strings shown before stay (the form is not taken down for it); null only before any
 * language is ready.
 */
function useBuiltInMessages(
  locale: string,
  overrides: Partial<FormMessages> | undefined,
): FormMessages | null {
  const [loads, setLoads] = useState(0);
  // Asked without starting the load: rendering has no side effects; the effect below loads.
  const pending = needsMessages(locale);
  useEffect(() => {
    let live = true;
    void loadMessages(locale)?.then(() => {
      if (live) setLoads((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  const ready = useMemo(
    () => (pending ? null : resolveMessages(locale, overrides)),
    // `loads` changes when a translation arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, overrides, pending, loads],
  );
  const [last, setLast] = useState(ready);
  if (ready && ready !== last) setLast(ready);
  return ready ?? last;
}

/**
 * True for an error worth a retry button (5xx, network).
 *
 * @example
 * {isRetryable(form.submitError) ? <button onClick={() => void form.submit()}>Retry</button> : null}
 */
export function isRetryable(error: unknown): boolean {
  return error instanceof ExpenseApiError ? error.isRetryable : true;
}
