import { useEffect, useRef, type ReactNode } from 'react';
import { useFieldsFormContext } from './FieldsFormContext';
import { UnseenProblems } from './UnseenProblems';
import { useFormState } from './useFormState';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  /** The button's words when idle; default the form's "Save". */
  children?: ReactNode;
}

/**
 * The form's Save button (ARCHITECTURE.md "Submit"): "Saving…" and disabled while a save runs,
 * "Try again" after a failure (focus moves to it), "Save anyway" beside it after warnings, and a
 * step back (secondary) after warnings or a 409, when the way forward is the other button; after
 * a refused save whose fields in error the screen does not show, how many and which. It
 * saves on click (or Enter in a field) with or without a `<form>` around it; a second click while
 * a save runs is ignored. The save's outcome is shown by `<FormStatus />`.
 *
 * @example
 * <SubmitButton>Send for approval</SubmitButton>
 */
export function SubmitButton({ children }: SubmitButtonProps) {
  const { session, messages, readOnly } = useFieldsFormContext('<SubmitButton>');
  const { engine } = session;
  const submitState = useFormState(engine, (state) => state.submitState);
  const button = useRef<HTMLButtonElement>(null);
  // Focus never drops to <body>: after a failure it is on "Try again".
  useEffect(() => {
    if (submitState === 'failed') button.current?.focus();
  }, [submitState]);
  if (readOnly) return null;
  const busy = submitState === 'submitting';
  // The outcome of the last save is unknown, or the save waits on the device for the network:
  // sending is the explicit action of <SaveOutcome />, never this button.
  const waiting = submitState === 'unconfirmed' || submitState === 'queued';
  return (
    <>
      <div className="ef-actions">
        {submitState === 'warnings' ? (
          <button
            type="button"
            className="ef-button"
            disabled={busy}
            onClick={() => void engine.saveAnyway()}
          >
            {messages.saveAnyway}
          </button>
        ) : null}
        <button
          ref={button}
          type="submit"
          className="ef-button"
          data-variant={
            submitState === 'warnings' || submitState === 'conflict' ? 'secondary' : undefined
          }
          disabled={busy || waiting || submitState === 'submitted'}
          aria-disabled={busy || waiting || undefined}
          onClick={(event) => {
            // One path for every screen: the save starts here, the enclosing <form> (if any) is not
            // submitted a second time.
            event.preventDefault();
            void engine.submit();
          }}
        >
          {busy
            ? messages.submitting
            : submitState === 'failed'
              ? messages.retry
              : (children ?? messages.submit)}
        </button>
      </div>
      {/* A refused save whose fields this screen does not show says which (first part placed). */}
      {submitState === 'invalid' ? <UnseenProblems /> : null}
    </>
  );
}
