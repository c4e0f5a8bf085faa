import { useEffect, useId, useRef } from 'react';
import { changeSummaryView } from '../changes/ChangeSummary';
import { useChanges } from '../changes/useChanges';
import { useFieldsFormContext } from '../form/FieldsFormContext';
import type { SaveReview } from './saveReview';

/**
 * The step `reviewBeforeSave` puts where Save was (ARCHITECTURE.md "Review and changes"): a
 * heading, what changed since the form was loaded (`<ChangeSummary>`'s markup), "Confirm and save"
 * and "Back to editing". Focus moves to its heading, so a screen reader reads the step from its
 * start; Escape goes back. While the confirmed save is out it stays, its Confirm saying "Saving…"
 * (focus stays on it). `<SubmitButton>` draws it and returns focus to Save when it closes.
 *
 * @example
 * {step !== 'closed' ? <SaveReviewStep review={review} saving={step === 'saving'} /> : <button>Save</button>}
 */
export function SaveReviewStep({ review, saving }: { review: SaveReview; saving: boolean }) {
  const { messages, parts } = useFieldsFormContext('<SubmitButton>');
  const { Button } = parts;
  const changes = useChanges();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const none = changes.changed.length + changes.added.length + changes.removed.length === 0;
  return (
    // A dialog goes back on Escape wherever focus is inside it (WAI-ARIA dialog pattern); it is
    // not modal: the fields stay on screen, and a change made meanwhile shows in it at once.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="ef-review-step"
      data-ef-part="review-step"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-step`}
      aria-describedby={`${id}-note`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        review.cancel();
      }}
    >
      <h2 id={`${id}-step`} ref={heading} tabIndex={-1} className="ef-alert-title">
        {messages.reviewStepTitle}
      </h2>
      <p id={`${id}-note`}>{none ? messages.reviewNoChanges : messages.reviewConfirmTitle}</p>
      {none ? null : changeSummaryView(changes, messages, id, 3)}
      <div className="ef-actions">
        {Button({
          type: 'button',
          variant: 'primary',
          'data-ef-part': 'review-confirm',
          'aria-disabled': saving || undefined,
          onClick: () => void review.confirm(),
          children: saving ? messages.submitting : messages.reviewConfirm,
        })}
        {Button({
          type: 'button',
          variant: 'secondary',
          'data-ef-part': 'review-back',
          disabled: saving,
          onClick: review.cancel,
          children: messages.reviewBack,
        })}
      </div>
    </div>
  );
}
