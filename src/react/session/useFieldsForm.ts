import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { flushSync } from 'react-dom';
import type { ImageLimits } from '../../core/receipts/imageLimits';
import { resolveSource } from '../../core/http/transport';
import type { FieldsEnvelope, JsonObject } from '../../core/wire/model/types';
import { systemClock } from '../../core/session/ports/clock';
import { createFormSession } from '../../core/session/createFormSession';
import type { FormSession } from '../../core/session/context/formSession';
import type { FormSessionState } from '../../core/session/state/sessionState';
import {
  draftKey,
  type DraftSettings,
  type DraftStorage,
} from '../../core/session/drafts/draftStorage';
import { indexedDbDrafts } from '../../core/session/drafts/indexedDbDrafts';
import { STORE_METHODS, formStore } from '../../core/session/store/formStore';
import * as hookForm from 'react-hook-form';
import { useForm, type Control } from 'react-hook-form';
import type { FormValues } from '../../core/values/formValues';
import { problemMessage, resolveMessages } from '../../i18n/messages';
import type { RegisteredFields, UntypedFields } from '../../core/wire/register';
import type {
  AnyFieldsFormApi,
  FieldsFormApi,
  UseFieldsFormOptions,
} from '../form/fieldsFormTypes';
import { useClientLayoutEffect } from '../form/useClientLayoutEffect';
import { domSafe, fieldSession } from '../fields/fieldSession';
import { useBuiltInMessages } from './useBuiltInMessages';
import { nativeInputStore } from './nativeInputStore';
import { useBusyMark } from '../page/useBusyMark';
import { useFlushOnHide } from '../page/useFlushOnHide';
import { useHistoryFocus } from '../history/useHistoryFocus';
import { useFocusRequest } from '../page/useFocusRequest';
import { useUnloadGuard } from '../page/useUnloadGuard';
import { createSaveReview } from '../review/saveReview';

export type {
  DraftOptions,
  FieldSession,
  FieldsFormApi,
  SubmitState,
  TypedFormSession,
  UseFieldsFormOptions,
} from '../form/fieldsFormTypes';
export { isRetryable } from '../status/isRetryable';

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
export function useFieldsForm<Fields extends object = RegisteredFields>(
  options: UseFieldsFormOptions<Fields>,
): FieldsFormApi<Fields> {
  // The form kind is types only (ARCHITECTURE.md "Generated types"): one form serves every kind.
  return useFormApi(
    options as unknown as UseFieldsFormOptions<UntypedFields>,
    false,
  ) as unknown as FieldsFormApi<Fields>;
}

/** What the form gives that is not its state: the same object for the session's life. */
type FormHandles = Omit<
  AnyFieldsFormApi,
  keyof FormSessionState | 'locale' | 'messages' | 'reviewing' | 'readOnly'
>;

/**
 * {@link useFieldsForm}, and for `<FieldsForm>` one whose server render and hydration wait for
 * the locale's strings (`useBuiltInMessages`). The session is made once per source (another source
 * is another report, and loads), told the settings of every render, started before the first
 * paint and read with `useSyncExternalStore`; what it returns is the session's snapshot over an
 * object made once with the session over the engine, whose actions are the engine's own
 * functions (ARCHITECTURE.md "The engine").
 *
 * @example
 * const form = useFormApi({ ...options, source }, true);
 */
export function useFormApi(
  options: UseFieldsFormOptions<UntypedFields>,
  waitOnServer: boolean,
): AnyFieldsFormApi {
  const locale = options.locale ?? 'en';
  const messages = useBuiltInMessages(locale, options.messages, waitOnServer);
  // Until a first language has loaded, English words the few strings a loading form shows.
  const shownMessages = messages ?? resolveMessages('en', options.messages);
  // One wording per set of strings and locale: a new locale re-words the client messages shown
  // (a count's form and its digits follow the whole tag: `de` and `de-CH` write 1000 apart).
  const describeProblem = useCallback(
    (problem: Parameters<typeof problemMessage>[0]) =>
      problemMessage(problem, shownMessages, locale),
    [shownMessages, locale],
  );
  const form = useFormMethods();
  // The locale goes with each request of this form's transport (`Accept-Language`).
  const source = resolveSource(options.source, locale);
  const settings = {
    transport: source.transport,
    locale,
    now: options.now,
    recallDelayMs: options.recallDelayMs,
    recallBurstMs: options.recallBurstMs,
    describeProblem,
    readOnly: options.readOnly,
    history: options.history,
    onSubmitted: options.onSubmitted,
    onError: options.onError,
    confirmSave: options.confirmSave,
    // Given as undefined when removed: the session stops calling it (it clears optional settings).
    onEvent: options.onEvent,
  };
  // The initial envelope is the first source's: another source is another report, and loads.
  const make = (initialEnvelope?: FieldsEnvelope | JsonObject) => {
    const store = nativeInputStore(formStore(form));
    const clock = options.clock ?? systemClock;
    const engine = createFormSession({
      ...settings,
      store,
      drafts: draftSettings(options, source.key),
      clock,
      network: options.network,
      initialEnvelope,
      // A raw envelope is read as the source's client reads its replies.
      wireNames: options.source.client?.wireNames,
    });
    // The review step is the React layer's: the engine's submit stays the plain save.
    return { key: source.key, store, engine, clock, saveReview: createSaveReview(engine) };
  };
  const [owned, setOwned] = useState(() => make(options.initialEnvelope));
  let current = owned;
  if (owned.key !== source.key) {
    current = make();
    setOwned(current);
  }
  const { engine, store, clock, saveReview } = current;
  useClientLayoutEffect(() => engine.configure(settings));
  // A state equal to the one shown (the load's own "loading" at start, no draft to offer) renders
  // nothing: the form commits once when its envelope arrives (ARCHITECTURE.md "Mount").
  const snapshot = useMemo(() => sameStateOnce(engine.getSnapshot), [engine]);
  const early = useEarlyDraw(engine, snapshot);
  // Before the first paint: a transport that answers at once shows the form, not "Loading", first.
  // `start()` gives the session's stop, the effect's cleanup.
  useClientLayoutEffect(() => {
    early.listen();
    return engine.start();
  }, [engine]);
  useReloadOnLocale(engine, locale);
  const { focusRequest, ...state } = useSyncExternalStore(engine.subscribe, snapshot, snapshot);

  const formId = `ef${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const domId = useCallback((key: string) => `${formId}-${domSafe(key)}`, [formId]);
  const focusFirstError = useFocusRequest(engine, domId, focusRequest);
  useHistoryFocus(engine, domId);
  useBusyMark(state.busyKey, domId);
  useUnloadGuard(engine.isDirty, options.guardUnload !== false);
  useFlushOnHide(engine.flushDraft);

  const reviewOn = options.reviewBeforeSave === true && options.readOnly !== true;
  useEffect(() => saveReview.configure(reviewOn), [saveReview, reviewOn]);
  const reviewing = useSyncExternalStore(
    saveReview.subscribe,
    () => saveReview.state().step === 'open',
    () => false,
  );

  const imageLimits = useStableLimits(options.receiptImages);
  const handles = useMemo(() => {
    const session = fieldSession({ form, engine, store, domId, imageLimits, clock, saveReview });
    return formHandles(engine, session, focusFirstError);
  }, [form, engine, store, domId, imageLimits, clock, saveReview, focusFirstError]);

  // The snapshot over the handles: own fields are the state, the actions come from the prototype.
  const api = Object.create(handles) as AnyFieldsFormApi;
  return Object.assign(api, state, {
    status: messages ? state.status : 'loading',
    locale,
    messages: shownMessages,
    reviewing,
    readOnly: options.readOnly === true,
  });
}

/**
 * The form's handles, made once with the session: an object over the engine itself, so the
 * engine's actions (`FormActions`: `saveAnyway`, `undo`, `isDirty`, the `canUndo` getter...) are
 * its own functions, never copied, and only what the React layer adds is written here (the
 * review's submit, focus, the deprecated aliases).
 */
function formHandles(
  engine: FormSession,
  session: FormHandles['session'],
  focusFirstError: () => void,
): FormHandles {
  const { saveReview } = session;
  const handles = {
    __proto__: engine,
    engine,
    session,
    // Read, it gives react-hook-form the last envelope's values first.
    get control() {
      return session.control;
    },
    // These three call the engine bare: an `onClick={form.submit}` must not pass its event on.
    retryLoad: () => void engine.retryLoad(),
    retryUpdate: () => void engine.retryUpdate(),
    submit: () => saveReview.request(),
    confirmReview: saveReview.confirm,
    cancelReview: saveReview.cancel,
    focusFirstError,
  };
  return handles as unknown as FormHandles;
}

/** What the form uses of react-hook-form: the store port's methods and its control. */
export type FormMethods = Parameters<typeof formStore>[0] & { control: Control<FormValues> };

/** react-hook-form 7.55 and later make a form's control without a hook. */
const createFormControl = (hookForm as { createFormControl?: (props: object) => FormMethods })
  .createFormControl;

const formOptions = () => ({ mode: 'onSubmit', defaultValues: {} }) as const;

/**
 * The form's react-hook-form control. `useForm` marks itself ready in a layout effect, which
 * renders the form a second time at mount; the session reads values and errors through the store
 * port and never reads `formState`, so a control made once, with no subscription, serves
 * (ARCHITECTURE.md "Mount"). It is made when first used: the store port answers a loaded form's
 * reads from its own copy until the page is idle, so a mount neither makes nor compiles it.
 * Before 7.55 (no `createFormControl`), `useForm`.
 *
 * @example
 * const form = useFormMethods();
 * const store = formStore(form);
 */
const useFormMethods: () => FormMethods = createFormControl
  ? () => useState(() => madeOnFirstUse(() => createFormControl(formOptions())))[0]
  : () => {
      // The first object: react-hook-form 7.54.0 returns a new one on each change of its form
      // state, and the form's session (and every field's context) depends on this one.
      const methods = useForm<FormValues>(formOptions());
      return useState(methods)[0];
    };

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

/**
 * When the form's locale changes, the envelope is asked for again in it, so the server's labels and
 * messages follow the built-in strings (ARCHITECTURE.md "Languages"). A loaded form re-calls: the
 * service answers the envelope with every value as the user left it (the re-call's merge keeps
 * edits made meanwhile), fields a re-call added included, which a plain load of a new report would
 * drop. A form still loading, or whose load failed, loads again. Runs after the session took the
 * new settings (its transport sends the new locale). Nothing is asked at mount.
 */
function useReloadOnLocale(engine: FormSession, locale: string): void {
  const shown = useRef({ engine, locale });
  useClientLayoutEffect(() => {
    const before = shown.current;
    shown.current = { engine, locale };
    if (before.engine !== engine || before.locale === locale) return;
    if (engine.getSnapshot().status === 'ready') void engine.retryUpdate();
    else void engine.retryLoad();
  }, [engine, locale]);
}

const count = (value: number) => value + 1;

/**
 * Draws a state the session reaches before React's own subscription exists (a transport that
 * answers within the mount's task) before the first paint: `useSyncExternalStore` subscribes in
 * a passive effect, after the browser has painted "Loading", so the form would show one frame
 * later (ARCHITECTURE.md "Mount"). Listens from the layout effect that starts the session until
 * the passive effects run, and renders a change at once (`flushSync`, in a microtask: never
 * inside React's own commit).
 */
function useEarlyDraw(engine: FormSession, snapshot: () => FormSessionState) {
  const [, draw] = useReducer(count, 0);
  const early = useMemo(() => earlyDraw(engine, snapshot, draw), [engine, snapshot]);
  // React's subscription is in place after the passive effects: it takes over.
  useEffect(() => {
    early.handOver();
    return early.handOver;
  }, [early]);
  return early;
}

/** The listener of {@link useEarlyDraw}: on from `listen()` until `handOver()` or a draw. */
function earlyDraw(engine: FormSession, snapshot: () => FormSessionState, draw: () => void) {
  let stop: (() => void) | null = null;
  let due = false;
  const handOver = () => {
    stop?.();
    stop = null;
  };
  return {
    listen() {
      const shown = snapshot();
      stop = engine.subscribe(() => {
        if (due || !stop) return;
        due = true;
        queueMicrotask(() => {
          due = false;
          if (stop && snapshot() !== shown) {
            handOver();
            flushSync(draw);
          }
        });
      });
    },
    handOver,
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

/** One IndexedDB storage for every form of the page. */
let sharedDrafts: DraftStorage | null = null;

/** The session's draft settings: none for a read-only form or `drafts={false}`. */
function draftSettings(
  options: UseFieldsFormOptions<UntypedFields>,
  sourceKey: string,
): DraftSettings | null {
  const { drafts = {} } = options;
  if (drafts === false || options.readOnly) return null;
  return {
    storage: drafts.storage ?? (sharedDrafts ??= indexedDbDrafts()),
    key: draftKey(drafts.scope ?? '', sourceKey),
    maxAgeMs: drafts.maxAgeMs,
    saveDelayMs: drafts.saveDelayMs,
  };
}

/** The same limits object while their values stay the same (an inline prop must not re-render fields). */
function useStableLimits(limits: ImageLimits | false | undefined): ImageLimits | false | undefined {
  const key = limits === false ? 'off' : JSON.stringify(limits ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => limits, [key]);
}
