import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import { SaveReviewStep } from '../review/SaveReviewStep';
import { UnseenProblems } from './UnseenProblems';
import { useClientLayoutEffect } from '../form/useClientLayoutEffect';
import { useFormState } from '../session/useFormState';

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
 * a save runs is ignored. The save's outcome is shown by `<FormStatus />`. With
 * `reviewBeforeSave` its press opens the review step in its place (what changed, Confirm, Back);
 * focus returns to it when the step closes (ARCHITECTURE.md "Review and changes").
 *
 * @example
 * <SubmitButton>Send for approval</SubmitButton>
 */
export function SubmitButton({ children }: SubmitButtonProps) {
  const { session, messages, readOnly, parts } = useFieldsFormContext('<SubmitButton>');
  const { Button } = parts;
  const { engine, saveReview } = session;
  const submitState = useFormState(engine, (state) => state.submitState);
  const review = useSyncExternalStore(saveReview.subscribe, saveReview.state, saveReview.state);
  const id = useId();
  // The step shows where the Save that opened it was (any Save's place when none did).
  const reviewHere = review.step !== 'closed' && (review.openedBy ?? id) === id;
  const button = useRef<HTMLButtonElement>(null);
  // Focus never drops to <body>: after a failure it is on "Try again".
  useEffect(() => {
    if (submitState === 'failed') button.current?.focus();
  }, [submitState]);
  // The step closed with focus in it (Back, Escape, its save ended): focus is on Save again. Focus
  // the save's end moved elsewhere (the first field in error) stays there.
  const reviewed = useRef(false);
  useClientLayoutEffect(() => {
    const { activeElement } = document;
    if (reviewed.current && !reviewHere && (!activeElement || activeElement === document.body))
      button.current?.focus();
    reviewed.current = reviewHere;
  }, [reviewHere]);
  if (readOnly) return null;
  if (reviewHere) return <SaveReviewStep review={saveReview} saving={review.step === 'saving'} />;
  const busy = submitState === 'submitting';
  // The outcome of the last save is unknown, or the save waits on the device for the network:
  // sending is the explicit action of <SaveOutcome />, never this button.
  const waiting = submitState === 'unconfirmed' || submitState === 'queued';
  return (
    <>
      <div className="ef-actions">
        {submitState === 'warnings'
          ? Button({
              type: 'button',
              variant: 'primary',
              'data-ef-part': 'save-anyway',
              disabled: busy,
              onClick: () => void engine.saveAnyway(),
              children: messages.saveAnyway,
            })
          : null}
        {Button({
          buttonRef: button,
          type: 'submit',
          'data-ef-part': 'submit',
          variant:
            submitState === 'warnings' || submitState === 'conflict' ? 'secondary' : 'primary',
          disabled: busy || waiting || submitState === 'submitted',
          'aria-disabled': busy || waiting || undefined,
          onClick: (event) => {
            // One path for every screen: the save starts here, the enclosing <form> (if any) is not
            // submitted a second time.
            event.preventDefault();
            void saveReview.request(id);
          },
          children: busy
            ? messages.submitting
            : submitState === 'failed'
              ? messages.retry
              : (children ?? messages.submit),
        })}
      </div>
      {/* A refused save whose fields this screen does not show says which (first part placed). */}
      {submitState === 'invalid' ? <UnseenProblems /> : null}
    </>
  );
}
