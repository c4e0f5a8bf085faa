import { visuallyHidden } from '../parts/visuallyHidden';
import { useEffect, useRef, type ReactNode } from 'react';
import { ExpenseApiError, isConcurrentModification } from '../../core/wire/errors';
import type { FormSessionState } from '../../core/session/state/sessionState';
import { formatMessage, type FormMessages } from '../../i18n/messages';
import type { FormParts } from '../../registry/formParts';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { SaveOutcome } from './SaveOutcome';
import { UnseenProblems } from './UnseenProblems';
import { isRetryable } from '../session/useFieldsForm';
import { useFormState } from '../session/useFormState';

/** Props of {@link FormStatus}. */
export interface FormStatusProps {
  /** Only one part: the load, the re-calls, or the save. Default all three, in that order. */
  only?: 'load' | 'update' | 'save';
}

/**
 * What the form is doing and what went wrong, each part where the user looks for it
 * (ARCHITECTURE.md "Composition"): loading and a load failure with "Try again"; a re-call's
 * progress, the fields it added or removed (a polite announcement) and its failure with a retry;
 * the save's outcome: the 409 explanation with "Reload and keep my changes" (focus moves there),
 * a failure with what to do, "Saved." (focus moves there), and through `<SaveOutcome />` an
 * unknown outcome, a save waiting on the device and "Your changes were already saved.". It reads the session's state itself,
 * so fields never render for it.
 *
 * @example
 * <FieldsForm source={source}>
 *   <RemainingFields />
 *   <FormStatus />
 *   <SubmitButton />
 * </FieldsForm>
 */
export function FormStatus({ only }: FormStatusProps) {
  const { session, messages, readOnly, parts } = useFieldsFormContext('<FormStatus>');
  const { Alert, Button } = parts;
  const { engine } = session;
  const state = useFormState(engine, (snapshot) => snapshot);
  const reload = useRef<HTMLButtonElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const { submitState } = state;
  // Focus never drops to <body>: after a 409 it is on the way out, after success on the result.
  useEffect(() => {
    (submitState === 'conflict'
      ? reload
      : submitState === 'submitted'
        ? done
        : null
    )?.current?.focus();
  }, [submitState]);
  const show = (part: FormStatusProps['only']) => only === undefined || only === part;
  return (
    <>
      {show('load') ? loadStatus(state, messages, () => void engine.retryLoad(), parts) : null}
      {show('update') && state.status === 'ready' ? (
        <>
          <p role="status" className="ef-progress" aria-live="polite">
            {state.updating ? messages.updating : ''}
          </p>
          <p role="status" className="ef-visually-hidden" style={visuallyHidden} aria-live="polite">
            {state.changes
              ? [
                  ...state.changes.added.map((name) =>
                    formatMessage(messages.fieldAdded, { name }),
                  ),
                  ...state.changes.removed.map((name) =>
                    formatMessage(messages.fieldRemoved, { name }),
                  ),
                ].join(' ')
              : ''}
          </p>
          {state.updateError && !state.updating
            ? Alert({
                tone: 'warning',
                rootProps: { role: 'alert' },
                children: (
                  <>
                    <p>{messages.recallFailed}</p>
                    {isRetryable(state.updateError) ? (
                      <>
                        <p className="ef-help">{failureText(state.updateError, messages)}</p>
                        {Button({
                          type: 'button',
                          variant: 'primary',
                          onClick: () => void engine.retryUpdate(),
                          children: messages.retry,
                        })}
                      </>
                    ) : null}
                  </>
                ),
              })
            : null}
        </>
      ) : null}
      {show('save') && !readOnly ? (
        <>
          {submitState === 'conflict' && isConcurrentModification(state.submitError)
            ? Alert({
                tone: 'warning',
                rootProps: { role: 'alert' },
                title: <h2 className="ef-alert-title">{messages.conflictTitle}</h2>,
                children: (
                  <>
                    <p>{messages.conflictText}</p>
                    {Button({
                      buttonRef: reload,
                      type: 'button',
                      variant: 'primary',
                      'data-ef-part': 'reload',
                      onClick: () => void engine.reloadKeepingChanges(),
                      children: messages.reloadKeepChanges,
                    })}
                  </>
                ),
              })
            : null}
          {submitState === 'failed'
            ? Alert({
                tone: 'error',
                rootProps: { role: 'alert' },
                children: (
                  <>
                    <p>{failureText(state.submitError, messages)}</p>
                    <p className="ef-help">{describeError(state.submitError)}</p>
                  </>
                ),
              })
            : null}
          {/* A repeat that found the user's values stored says so itself (<SaveOutcome />). */}
          {submitState === 'submitted' && !state.conflictAlreadySaved
            ? // A part is called, not rendered (no component per notice): it only puts the ref on
              // its element, it never reads it.
              // eslint-disable-next-line react-hooks/refs
              Alert({
                tone: 'success',
                rootRef: done,
                rootProps: { role: 'status', tabIndex: -1 },
                children: messages.submitted,
              })
            : null}
          {/* An unknown outcome and an already-stored repeat have their own part. */}
          <SaveOutcome />
          {/* A refused save whose fields this screen does not show (with <SubmitButton>, once). */}
          {submitState === 'invalid' ? <UnseenProblems /> : null}
        </>
      ) : null}
    </>
  );
}

/**
 * The load part: "Loading the form…" while it loads, the failure with "Try again" after. Plain
 * markup (no hooks, no component of its own: a mount counts components), drawn with the look's
 * parts, so `<FieldsForm>` draws the same before its form exists.
 *
 * @example
 * loadStatus(form, form.messages, form.retryLoad, useFormParts());
 */
export function loadStatus(
  state: Pick<FormSessionState, 'status' | 'loadError'>,
  messages: FormMessages,
  retry: () => void,
  { Alert, Button }: Readonly<FormParts>,
): ReactNode {
  if (state.status === 'loading') return <p role="status">{messages.loading}</p>;
  if (state.status !== 'error') return null;
  return Alert({
    tone: 'error',
    rootProps: { role: 'alert' },
    children: (
      <>
        <p>{messages.loadFailed}</p>
        <p className="ef-help">{describeError(state.loadError)}</p>
        {Button({ type: 'button', variant: 'primary', onClick: retry, children: messages.retry })}
      </>
    ),
  });
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
