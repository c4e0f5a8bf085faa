import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createExpenseClient, type ExpenseClientOptions } from '../core/http/client';
import type { WireNames } from '../core/wire/wireNames';
import { defaultControls } from './defaultControls';
import { useControlOverrides } from '../registry/ControlsProvider';
import { resolveControls } from '../registry/resolveControls';
import type { ControlOverrides } from '../registry/types';
import { DraftNotice } from './DraftNotice';
import { ErrorSummary } from './ErrorSummary';
import { FieldList } from './FieldList';
import { FormQueryClient } from './FormQueryClient';
import { FieldsFormContext, type FieldsFormContextValue } from './FieldsFormContext';
import { isConcurrentModification, ExpenseApiError } from '../core/wire/errors';
import type { FieldsSource } from '../core/http/transport';
import { formatMessage, type FormMessages } from '../i18n/messages';
import {
  isRetryable,
  useFieldsForm,
  type FieldsFormApi,
  type UseFieldsFormOptions,
} from './useFieldsForm';

/** A source the form builds the client for, with the form's `wireNames`. */
export interface ConnectionSource {
  organizationId: string;
  /** `{base_url}` of the service. */
  baseUrl: string;
  /** Asked before every request; `{ refresh: true }` after a 401 (see `createExpenseClient`). */
  getAccessToken: ExpenseClientOptions['getAccessToken'];
  /** A second 401: sign the user in again; the form keeps everything and offers a retry. */
  onAuthRequired?: ExpenseClientOptions['onAuthRequired'];
  fetch?: typeof fetch;
}

/** Props of {@link FieldsForm}: the options of `useFieldsForm`, plus what the view needs. */
export interface FieldsFormProps extends Omit<UseFieldsFormOptions, 'source'> {
  /** An organization id and a client, an organization id and a connection, or your own transport. */
  source: FieldsSource | ConnectionSource;
  /** Control overrides by controlType, over the defaults and any `ControlsProvider`. */
  controls?: ControlOverrides;
  /** Wire names, used when the form builds the client from a connection source. */
  wireNames?: Partial<WireNames>;
  /** Your own buttons instead of the default Save / Save anyway / Retry. */
  renderActions?: (form: FieldsFormApi) => ReactNode;
  /** Accessible name of the form. */
  label?: string;
}

function isConnection(source: FieldsFormProps['source']): source is ConnectionSource {
  return 'baseUrl' in source && typeof source.baseUrl === 'string';
}

/**
 * Renders the service's field-builder envelope as a live, accessible form: loads it, draws the
 * visible fields through the control registry, re-asks the server when a trigger field changes,
 * shows server errors on the right inputs, and submits with the optimistic-lock version.
 *
 * @example
 * <FieldsForm source={{ organizationId, client }} locale="sv" onSubmitted={(report) => navigate(`/reports/${report.id}`)} />
 */
export function FieldsForm(props: FieldsFormProps) {
  const { source, wireNames } = props;
  const resolvedSource = useMemo<FieldsSource>(() => {
    if (!isConnection(source)) return source;
    const client = createExpenseClient({
      baseUrl: source.baseUrl,
      getAccessToken: source.getAccessToken,
      ...(source.onAuthRequired ? { onAuthRequired: source.onAuthRequired } : {}),
      ...(source.fetch ? { fetch: source.fetch } : {}),
      ...(wireNames ? { wireNames } : {}),
    });
    return { organizationId: source.organizationId, client };
  }, [source, wireNames]);
  const {
    controls,
    renderActions,
    label,
    wireNames: _wireNames,
    source: _source,
    ...options
  } = props;
  const form = useFieldsForm({ ...options, source: resolvedSource });
  const provided = useControlOverrides();
  const registry = useMemo(
    () => resolveControls(defaultControls, provided, controls),
    [provided, controls],
  );
  const locked = form.submitState === 'submitted';
  const context = useMemo<FieldsFormContextValue>(
    () => ({
      session: form.session,
      registry,
      messages: form.messages,
      locale: form.locale,
      locked,
      readOnly: options.readOnly === true,
    }),
    [form.session, registry, form.messages, form.locale, locked, options.readOnly],
  );
  const { messages } = form;

  if (form.status === 'loading') {
    return (
      <div className="ef-form" aria-busy="true">
        <p role="status">{messages.loading}</p>
      </div>
    );
  }
  if (form.status === 'error' || !form.envelope) {
    return (
      <div className="ef-form">
        <div role="alert" className="ef-alert" data-kind="error">
          <p>{messages.loadFailed}</p>
          <p className="ef-help">{describeError(form.loadError)}</p>
          <button type="button" className="ef-button" onClick={form.retryLoad}>
            {messages.retry}
          </button>
        </div>
      </div>
    );
  }
  const summaryId = `${form.session.domId('summary')}`;
  return (
    <FieldsFormContext.Provider value={context}>
      <form
        className="ef-form"
        noValidate
        aria-label={label}
        aria-busy={form.updating || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <DraftNotice form={form} />
        <ErrorSummary form={form} fields={form.fields} id={summaryId} />
        {/* Only LIST fields query: without a QueryClientProvider the form has its own client. */}
        <FormQueryClient>
          <FieldList items={form.envelope.fields} />
        </FormQueryClient>
        <p role="status" className="ef-progress" aria-live="polite">
          {form.updating ? messages.updating : ''}
        </p>
        <p role="status" className="ef-visually-hidden" aria-live="polite">
          {form.changes
            ? [
                ...form.changes.added.map((name) => formatMessage(messages.fieldAdded, { name })),
                ...form.changes.removed.map((name) =>
                  formatMessage(messages.fieldRemoved, { name }),
                ),
              ].join(' ')
            : ''}
        </p>
        {form.updateError && !form.updating ? (
          <div role="alert" className="ef-alert" data-kind="warning">
            <p>{messages.recallFailed}</p>
            {isRetryable(form.updateError) ? (
              <>
                <p className="ef-help">{failureText(form.updateError, messages)}</p>
                <button type="button" className="ef-button" onClick={form.retryUpdate}>
                  {messages.retry}
                </button>
              </>
            ) : null}
          </div>
        ) : null}
        {renderActions ? renderActions(form) : <DefaultActions form={form} />}
      </form>
    </FieldsFormContext.Provider>
  );
}

/** What a failed call means for the user, and what to do. */
function failureText(error: unknown, messages: FormMessages): string {
  if (!(error instanceof ExpenseApiError) || error.isNetworkError) return messages.networkFailed;
  if (error.isAuthRequired) return messages.authRequired;
  return error.status === 429 ? messages.throttled : messages.serverFailed;
}

function describeError(error: unknown): string {
  if (error instanceof ExpenseApiError) return error.description || error.code;
  return error instanceof Error ? error.message : '';
}

/**
 * The default actions: Save; Save anyway after warnings; the 409 explanation with "Reload and keep
 * my changes"; a retry after a network failure or 5xx.
 *
 * @example
 * <FieldsForm source={source} renderActions={(form) => <><DefaultActions form={form} /><MyButton /></>} />
 */
export function DefaultActions({ form }: { form: FieldsFormApi }) {
  const { messages, submitState } = form;
  const busy = submitState === 'submitting';
  const submitButton = useRef<HTMLButtonElement>(null);
  const reloadButton = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // Focus never drops to <body>: after a failure it is on "Try again", after a 409 on the way
  // out, after success on the result.
  useEffect(() => {
    const target =
      submitState === 'failed'
        ? submitButton.current
        : submitState === 'conflict'
          ? reloadButton.current
          : submitState === 'submitted'
            ? done.current
            : null;
    target?.focus();
  }, [submitState]);
  if (form.readOnly) return null;
  return (
    <div className="ef-actions-area">
      {submitState === 'conflict' && isConcurrentModification(form.submitError) ? (
        <div role="alert" className="ef-alert" data-kind="warning">
          <h2 className="ef-alert-title">{messages.conflictTitle}</h2>
          <p>{messages.conflictText}</p>
          <button
            ref={reloadButton}
            type="button"
            className="ef-button"
            onClick={() => void form.reloadKeepingChanges()}
          >
            {messages.reloadKeepChanges}
          </button>
        </div>
      ) : null}
      {submitState === 'failed' ? (
        <div role="alert" className="ef-alert" data-kind="error">
          <p>{failureText(form.submitError, messages)}</p>
          <p className="ef-help">{describeError(form.submitError)}</p>
        </div>
      ) : null}
      {submitState === 'submitted' ? (
        <p ref={done} role="status" className="ef-alert" data-kind="success" tabIndex={-1}>
          {messages.submitted}
        </p>
      ) : null}
      <div className="ef-actions">
        {submitState === 'warnings' ? (
          <button
            type="button"
            className="ef-button"
            disabled={busy}
            onClick={() => void form.saveAnyway()}
          >
            {messages.saveAnyway}
          </button>
        ) : null}
        <button
          ref={submitButton}
          type="submit"
          className="ef-button"
          // After warnings or a 409 the way forward is the other button: Save steps back.
          data-variant={
            submitState === 'warnings' || submitState === 'conflict' ? 'secondary' : undefined
          }
          disabled={busy || submitState === 'submitted'}
          aria-disabled={busy || undefined}
        >
          {busy ? messages.submitting : submitState === 'failed' ? messages.retry : messages.submit}
        </button>
      </div>
    </div>
  );
}
