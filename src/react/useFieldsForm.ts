import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { ExpenseApiError, isConcurrentModification } from '../core/errors';
import {
  fieldKey,
  holdsValue,
  indexFields,
  mapFields,
  withoutField,
  type IndexedField,
} from '../core/fieldIndex';
import { applyValues, envelopeToValues, type FormValues } from '../core/formValues';
import { jsonEqual } from '../core/json';
import { collectServerErrors, mergeRecall, type ServerMessage } from '../core/merge';
import type { ListQuery } from '../core/client';
import type {
  CustomFieldList,
  ExpenseReport,
  FieldItem,
  FieldsEnvelope,
  JsonValue,
} from '../core/types';
import { codecFor } from '../core/values';
import { resolveMessages, type FormMessages } from './messages';
import { resolveSource, type FieldsSource, type FieldsTransport } from './transport';

/** Options of {@link useFieldsForm}. */
export interface UseFieldsFormOptions {
  /** Where the envelope comes from. */
  source: FieldsSource;
  /** BCP 47 locale: number format, dates and built-in strings (en, sv, pt). Default `en`. */
  locale?: string;
  /** Replacements of built-in strings. */
  messages?: Partial<FormMessages>;
  /** Called with the created report (spec 2.8). */
  onSubmitted?: (report: ExpenseReport) => void;
  /** Called with every failure the form shows (load, re-call, command, submit). */
  onError?: (error: unknown) => void;
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
  /** Show every field without letting it be edited (a view of the report). */
  readOnly?: boolean;
}

/** Where a submit stands. */
export type SubmitState =
  'idle' | 'submitting' | 'invalid' | 'warnings' | 'conflict' | 'failed' | 'submitted';

/** What a field needs from its form, stable for the form's life. */
export interface FieldSession {
  control: Control<FormValues>;
  /** DOM id of a field's control. */
  domId(key: string): string;
  /** The form key of a field item of the current envelope. */
  keyOf(item: FieldItem): string;
  /** Record an edit: clears the field's server message and keeps the value through replies. */
  noteEdit(key: string): void;
  /** A `requiresUpdate` field changed: re-call now (`change`) or after a pause / on blur (`blur`). */
  commit(key: string, when: 'change' | 'blur' | 'blurred'): void;
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
}

/** The headless form: everything `<FieldsForm>` draws, for custom report screens. */
export interface FieldsFormApi {
  status: 'loading' | 'error' | 'ready';
  loadError: unknown;
  /** Loads the envelope again after a failure. */
  retryLoad(): void;
  envelope: FieldsEnvelope | null;
  /** Every field with its key, in server order. */
  fields: IndexedField[];
  control: Control<FormValues>;
  session: FieldSession;
  locale: string;
  messages: FormMessages;
  /** A re-call or command is under way (typing goes on). */
  updating: boolean;
  /** The last re-call or command failed; the user's entries are kept. */
  updateError: unknown;
  submitState: SubmitState;
  submitError: unknown;
  /** Server messages that match no shown field; they stay in the summary. */
  formMessages: ServerMessage[];
  /** The created report after a successful submit. */
  report: ExpenseReport | null;
  /** Validate and submit. Does nothing while a submit is under way. */
  submit(): Promise<void>;
  /** Submit again with `saveDespiteWarnings=true` (after a warnings-only reply). */
  saveAnyway(): Promise<void>;
  /** After a 409: load the server's version and re-apply the user's changes on top. */
  reloadKeepingChanges(): Promise<void>;
  /** Focus the first field with an error, or the summary. */
  focusFirstError(): void;
  /** The form only shows its fields. */
  readOnly: boolean;
}

/**
 * The headless engine of `<FieldsForm>`: loads the envelope with react-query, keeps the values in
 * react-hook-form, re-calls on `requiresUpdate` changes (latest reply only, the user's newer edits
 * kept), merges server errors, submits with the hidden version, handles warnings, 409 and
 * failures without losing input, and runs commands.
 *
 * @example
 * const form = useFieldsForm({ source: { organizationId, client } });
 * if (form.status !== 'ready') return <Spinner />;
 * return <form onSubmit={(event) => { event.preventDefault(); void form.submit(); }}>...</form>;
 */
export function useFieldsForm(options: UseFieldsFormOptions): FieldsFormApi {
  useRequiredQueryClient();
  const { transport, key: sourceKey } = resolveSource(options.source);
  const locale = options.locale ?? 'en';
  const messages = useMemo(
    () => resolveMessages(locale, options.messages),
    [locale, options.messages],
  );
  const form = useForm<FormValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    defaultValues: {},
  });
  const { control, getValues, setValue, setError, clearErrors, reset, trigger } = form;

  // The envelope and its index change together: one walk of the fields serves the keys and the list.
  const [{ envelope, fields }, setEnvelopeState] = useState<{
    envelope: FieldsEnvelope | null;
    fields: IndexedField[];
  }>({ envelope: null, fields: [] });
  const [updating, setUpdating] = useState(false);
  const [updateError, setUpdateError] = useState<unknown>(null);
  const [submitState, setSubmitState] = useState<SubmitState>('idle');
  const [submitError, setSubmitError] = useState<unknown>(null);
  const [formMessages, setFormMessages] = useState<ServerMessage[]>([]);
  const [report, setReport] = useState<ExpenseReport | null>(null);

  // Everything the stable session reads lives in refs, so fields never re-render for it.
  const latest = useRef({ transport, options, locale, messages });
  useLayoutEffect(() => {
    latest.current = { transport, options, locale, messages };
  });
  const envelopeRef = useRef<FieldsEnvelope | null>(null);
  const formId = `ef${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const committed = useRef(new Map<string, unknown>());
  const editedSinceLoad = useRef(new Set<string>());
  const inFlight = useRef(new Set<Set<string>>());
  const update = useRef<{ controller: AbortController; seq: number } | null>(null);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const burst = useRef<ReturnType<typeof setTimeout> | null>(null);
  const submitting = useRef(false);
  const serverKeys = useRef(new Set<string>());

  const valueContext = useCallback(() => {
    const { locale: currentLocale, options: currentOptions } = latest.current;
    return currentOptions.now
      ? { locale: currentLocale, now: currentOptions.now }
      : { locale: currentLocale };
  }, []);

  const keys = useRef(new WeakMap<FieldItem, string>());
  const setEnvelope = useCallback((next: FieldsEnvelope) => {
    envelopeRef.current = next;
    const indexed = indexFields(next);
    keys.current = new WeakMap(indexed.map((entry) => [entry.item, entry.key]));
    setEnvelopeState({ envelope: next, fields: indexed });
  }, []);

  const domId = useCallback(
    (key: string) =>
      `${formId}-${key.replace(/[^A-Za-z0-9_-]/g, (char) => `-${char.charCodeAt(0).toString(16)}`)}`,
    [formId],
  );

  const focusFirstError = useCallback(() => {
    const current = envelopeRef.current;
    if (!current) return;
    const first = indexFields(current).find(({ key, shown }) => {
      const error = shown ? form.getFieldState(key).error : undefined;
      return error !== undefined && error.type !== 'warning';
    });
    const target = first ? document.getElementById(domId(first.key)) : null;
    const focusable =
      target &&
      (target.matches('input, textarea, select, button, a[href], [tabindex]')
        ? target
        : target.querySelector<HTMLElement>(
            'input, textarea, select, button, a[href], [tabindex]',
          ));
    if (focusable) focusable.focus();
    else document.getElementById(domId('summary'))?.focus();
  }, [form, domId]);

  /** Sets the server's messages on their fields; a field the user edited meanwhile is left alone. */
  const applyServerMessages = useCallback(
    (next: FieldsEnvelope, skip: ReadonlySet<string>) => {
      const collected = collectServerErrors(next);
      for (const key of serverKeys.current) if (!skip.has(key)) clearErrors(key);
      serverKeys.current = new Set();
      for (const [key, list] of Object.entries(collected.byKey)) {
        if (skip.has(key)) continue;
        const errorsFirst = [...list].sort((a, b) =>
          a.level === b.level ? 0 : a.level === 'ERROR' ? -1 : 1,
        );
        const message = errorsFirst.map((entry) => entry.message).join(' ');
        setError(key, { type: errorsFirst[0]?.level === 'ERROR' ? 'server' : 'warning', message });
        serverKeys.current.add(key);
      }
      setFormMessages(collected.formMessages);
      return collected;
    },
    [clearErrors, setError],
  );

  /** Takes a reply (re-call, command, invalid submit, reload) into the form under the merge rules. */
  const takeReply = useCallback(
    (reply: FieldsEnvelope, edited: ReadonlySet<string>) => {
      const current = envelopeRef.current ?? reply;
      const merged = mergeRecall(
        { envelope: current, values: getValues() },
        reply,
        edited,
        valueContext(),
      );
      setEnvelope(reply);
      for (const [key, value] of Object.entries(merged.values)) {
        if (!jsonEqual(getValues(key), value))
          setValue(key, value, { shouldDirty: false, shouldValidate: false });
        if (!edited.has(key)) committed.current.set(key, value);
      }
      return applyServerMessages(reply, edited);
    },
    [applyServerMessages, getValues, setEnvelope, setValue, valueContext],
  );

  // A loaded envelope (first load, retry) becomes the form. The query key is this form's own, so
  // two forms never share an envelope or its values.
  const instance = useId();
  const adopt = useCallback(
    (loaded: FieldsEnvelope) => {
      const values = envelopeToValues(loaded, valueContext());
      reset(values);
      committed.current = new Map(Object.entries(values));
      editedSinceLoad.current = new Set();
      setEnvelope(loaded);
      applyServerMessages(loaded, new Set());
      return loaded;
    },
    [reset, setEnvelope, applyServerMessages, valueContext],
  );
  const query = useQuery({
    queryKey: ['expense-fields', 'envelope', sourceKey, instance],
    queryFn: async ({ signal }) => adopt(await latest.current.transport.load(signal)),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (query.error) latest.current.options.onError?.(query.error);
  }, [query.error]);

  useEffect(
    () => () => {
      update.current?.controller.abort();
      if (timer.current) clearTimeout(timer.current);
      if (burst.current) clearTimeout(burst.current);
    },
    [],
  );

  /** Re-call or command: aborts the one before, applies only the latest reply. */
  const exchange = useCallback(
    async (send: (body: FieldsEnvelope, signal: AbortSignal) => Promise<FieldsEnvelope>) => {
      const current = envelopeRef.current;
      if (!current) return;
      if (timer.current) clearTimeout(timer.current);
      if (burst.current) clearTimeout(burst.current);
      burst.current = null;
      update.current?.controller.abort();
      const controller = new AbortController();
      const mine = (seq.current += 1);
      update.current = { controller, seq: mine };
      const edited = new Set<string>();
      inFlight.current.add(edited);
      const values = getValues();
      for (const [key, value] of Object.entries(values)) committed.current.set(key, value);
      setUpdating(true);
      try {
        const { envelope: body, problems } = applyValues(current, values, valueContext());
        // An edit that cannot be read was not sent: the reply is no answer to it, so it stays.
        for (const key of Object.keys(problems)) edited.add(key);
        const reply = await send(body, controller.signal);
        if (controller.signal.aborted || seq.current !== mine) return;
        takeReply(reply, edited);
        setUpdateError(null);
      } catch (error) {
        if (controller.signal.aborted) return;
        setUpdateError(error);
        latest.current.options.onError?.(error);
      } finally {
        inFlight.current.delete(edited);
        if (seq.current === mine) {
          update.current = null;
          setUpdating(false);
        }
      }
    },
    [getValues, takeReply, valueContext],
  );

  const recall = useCallback(
    () => exchange((body, signal) => latest.current.transport.recall(body, signal)),
    [exchange],
  );

  const session = useMemo<FieldSession>(
    () => ({
      control,
      domId,
      keyOf: (item) => keys.current.get(item) ?? fieldKey(item.property),
      noteEdit(key) {
        editedSinceLoad.current.add(key);
        for (const edited of inFlight.current) edited.add(key);
        if (serverKeys.current.has(key)) {
          serverKeys.current.delete(key);
          clearErrors(key);
        } else if (form.getFieldState(key).error) {
          // A client error is checked again as the user fixes it; untouched fields cost nothing.
          void trigger(key);
        }
      },
      commit(key, when) {
        const changed = !jsonEqual(getValues(key), committed.current.get(key));
        if (when === 'change') {
          if (!changed) return;
          if (update.current || burst.current) {
            // The reply being waited for no longer answers the form: drop it now, and send once
            // the burst of changes settles.
            update.current?.controller.abort();
            if (burst.current) clearTimeout(burst.current);
            burst.current = setTimeout(
              () => void recall(),
              latest.current.options.recallBurstMs ?? 150,
            );
            return;
          }
          void recall();
          return;
        }
        if (timer.current) clearTimeout(timer.current);
        if (when === 'blurred') {
          if (changed) void recall();
          return;
        }
        timer.current = setTimeout(() => {
          if (!jsonEqual(getValues(key), committed.current.get(key))) void recall();
        }, latest.current.options.recallDelayMs ?? 800);
      },
      runCommand(_item, command) {
        return exchange((body, signal) => latest.current.transport.command(body, command, signal));
      },
      removeField(item) {
        const current = envelopeRef.current;
        if (!current) return Promise.resolve();
        // Removed at once; the server's reply then decides the structure.
        setEnvelope(withoutField(current, item));
        return recall();
      },
      prefill(values) {
        const current = envelopeRef.current;
        if (!current) return;
        const filled = new Set<FieldItem>();
        let trigger = false;
        for (const { key, item, shown } of indexFields(current)) {
          if (!shown || !holdsValue(item) || !Object.hasOwn(values, item.property)) continue;
          // Spec 2.6 pre-fill never overwrites what the user typed.
          if (editedSinceLoad.current.has(key)) continue;
          setValue(
            key,
            codecFor(item).toEdit(values[item.property] as JsonValue, { ...valueContext(), item }),
            { shouldDirty: true },
          );
          filled.add(item);
          if (item.requiresUpdate) trigger = true;
        }
        if (filled.size === 0) return;
        setEnvelope(
          mapFields(current, (item) => (filled.has(item) ? { ...item, scanned: true } : item)),
        );
        if (trigger) void recall();
      },
      get upload() {
        const { transport: current } = latest.current;
        return current.upload
          ? (
              body: Blob | Uint8Array,
              options: Parameters<NonNullable<FieldsTransport['upload']>>[1],
              signal: AbortSignal,
            ) => current.upload?.(body, options, signal) ?? Promise.reject(new Error('No upload.'))
          : null;
      },
      loadList(url) {
        const { transport: current } = latest.current;
        if (!current.listValues) return null;
        return (query, signal) =>
          latest.current.transport.listValues?.(url, query, signal) ??
          Promise.reject(new Error('No list source.'));
      },
      valueContext,
    }),
    [
      control,
      domId,
      setValue,
      clearErrors,
      getValues,
      recall,
      exchange,
      valueContext,
      form,
      trigger,
      setEnvelope,
    ],
  );

  const send = useCallback(
    async (saveDespiteWarnings: boolean) => {
      const current = envelopeRef.current;
      if (!current || submitting.current) return;
      submitting.current = true;
      if (timer.current) clearTimeout(timer.current);
      update.current?.controller.abort();
      const edited = new Set<string>();
      inFlight.current.add(edited);
      setSubmitState('submitting');
      setSubmitError(null);
      try {
        const { envelope: body, problems } = applyValues(current, getValues(), valueContext());
        for (const key of Object.keys(problems)) edited.add(key);
        const controller = new AbortController();
        const result = await latest.current.transport.submit(body, {
          saveDespiteWarnings,
          signal: controller.signal,
        });
        if (result.kind === 'created') {
          setReport(result.report);
          setSubmitState('submitted');
          setFormMessages([]);
          latest.current.options.onSubmitted?.(result.report);
          return;
        }
        const collected = takeReply(result.envelope, edited);
        setSubmitState(collected.warningsOnly ? 'warnings' : 'invalid');
        requestAnimationFrame(() => focusFirstError());
      } catch (error) {
        setSubmitError(error);
        setSubmitState(isConcurrentModification(error) ? 'conflict' : 'failed');
        latest.current.options.onError?.(error);
      } finally {
        inFlight.current.delete(edited);
        submitting.current = false;
      }
    },
    [focusFirstError, getValues, takeReply, valueContext],
  );

  /** Client checks first (mandatory, formats, decimals, dates); only a valid form is sent. */
  const validateThenSend = useCallback(
    async (saveDespiteWarnings: boolean) => {
      if (submitting.current) return;
      const valid = await trigger();
      if (!valid) {
        setSubmitState('invalid');
        focusFirstError();
        return;
      }
      await send(saveDespiteWarnings);
    },
    [trigger, send, focusFirstError],
  );

  const reloadKeepingChanges = useCallback(async () => {
    const current = envelopeRef.current;
    if (!current) return;
    setSubmitState('submitting');
    try {
      const fresh = await latest.current.transport.load(new AbortController().signal);
      // The user's changes since loading win over the server's fresh version (DESIGN.md "409").
      takeReply(fresh, new Set(editedSinceLoad.current));
      setSubmitState('idle');
      setSubmitError(null);
    } catch (error) {
      setSubmitError(error);
      setSubmitState('conflict');
      latest.current.options.onError?.(error);
    }
  }, [takeReply]);

  // Switching the locale re-writes typed numbers in the new locale's format (12.5 -> 12,5).
  const previousLocale = useRef(locale);
  useEffect(() => {
    const before = previousLocale.current;
    previousLocale.current = locale;
    const current = envelopeRef.current;
    if (before === locale || !current) return;
    for (const { key, item, shown } of indexFields(current)) {
      if (
        !shown ||
        !holdsValue(item) ||
        (item.controlType !== 'DOUBLE' && item.controlType !== 'INTEGER')
      )
        continue;
      const codec = codecFor(item);
      const read = codec.fromEdit(getValues(key), { item, locale: before });
      if (read.ok)
        setValue(key, codec.toEdit(read.value, { item, locale }), { shouldDirty: false });
    }
  }, [locale, getValues, setValue]);

  const status = envelope ? 'ready' : query.isError ? 'error' : 'loading';

  return {
    status,
    loadError: query.error,
    retryLoad: () => void query.refetch(),
    envelope,
    fields,
    control,
    session,
    locale,
    messages,
    updating,
    updateError,
    submitState,
    submitError,
    formMessages,
    report,
    submit: () => validateThenSend(false),
    saveAnyway: () => validateThenSend(true),
    reloadKeepingChanges,
    focusFirstError,
    readOnly: options.readOnly === true,
  };
}

function useRequiredQueryClient(): void {
  try {
    useQueryClient();
  } catch {
    throw new Error(
      'expense-fields: <FieldsForm> and useFieldsForm need a QueryClientProvider from @tanstack/react-query above them: ' +
        'wrap your app in <QueryClientProvider client={new QueryClient()}>.',
    );
  }
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
