import { useCallback, useEffect, useId, useMemo, useSyncExternalStore } from 'react';
import type { ImageLimits } from '../../core/receipts/imageLimits';
import { resolveSource } from '../../core/http/transport';
import { problemMessage, resolveMessages } from '../../i18n/messages';
import type { RegisteredFields, UntypedFields } from '../../core/wire/register';
import type {
  AnyFieldsFormApi,
  FieldSession,
  FieldsFormApi,
  UseFieldsFormOptions,
} from '../form/fieldsFormTypes';
import { domSafe, fieldSession } from '../fields/fieldSession';
import { useBuiltInMessages } from './useBuiltInMessages';
import { useFormMethods } from './useFormMethods';
import { useFormSession } from './useFormSession';
import { useReloadOnLocale } from './useReloadOnLocale';
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

/**
 * {@link useFieldsForm}, and for `<FieldsForm>` one whose server render and hydration wait for
 * the locale's strings (`useBuiltInMessages`).
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
  const { engine, store, clock, state } = useFormSession(options, form, settings, source.key);
  useReloadOnLocale(engine, locale);

  const formId = `ef${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const domId = useCallback((key: string) => `${formId}-${domSafe(key)}`, [formId]);
  const { focusRequest, busyKey, ...shown } = state;
  const focusFirstError = useFocusRequest(engine, domId, focusRequest);
  useHistoryFocus(engine, domId);
  useBusyMark(busyKey, domId);
  useUnloadGuard(engine.isDirty, options.guardUnload !== false);
  useFlushOnHide(engine.flushDraft);

  // The review step is the React layer's: the engine's submit stays the plain save.
  const saveReview = useMemo(() => createSaveReview(engine), [engine]);
  const reviewOn = options.reviewBeforeSave === true && options.readOnly !== true;
  useEffect(() => saveReview.configure(reviewOn), [saveReview, reviewOn]);
  const reviewing = useSyncExternalStore(
    saveReview.subscribe,
    () => saveReview.state().step === 'open',
    () => false,
  );

  const imageLimits = useStableLimits(options.receiptImages);
  const session = useMemo<FieldSession>(
    () => fieldSession({ form, engine, store, domId, imageLimits, clock, saveReview }),
    [form, engine, store, domId, imageLimits, clock, saveReview],
  );

  return {
    ...shown,
    busyKey,
    status: messages ? state.status : 'loading',
    retryLoad: () => void engine.retryLoad(),
    retryUpdate: () => void engine.retryUpdate(),
    engine,
    session,
    get control() {
      store.handOver();
      return form.control;
    },
    locale,
    messages: shownMessages,
    // Called bare, never with an argument: an `onClick={form.submit}` must not pass its event on.
    submit: () => saveReview.request(),
    reviewing,
    confirmReview: saveReview.confirm,
    cancelReview: saveReview.cancel,
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
    undo: engine.undo,
    redo: engine.redo,
    get canUndo() {
      return engine.canUndo;
    },
    get canRedo() {
      return engine.canRedo;
    },
  };
}

/** The same limits object while their values stay the same (an inline prop must not re-render fields). */
function useStableLimits(limits: ImageLimits | false | undefined): ImageLimits | false | undefined {
  const key = limits === false ? 'off' : JSON.stringify(limits ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => limits, [key]);
}
