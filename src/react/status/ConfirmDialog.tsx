import { useEffect, useId, useRef } from 'react';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question, from the command's `confirmationText`. */
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * An inline alert dialog asking to confirm a command. Focus moves to the confirm button; Escape
 * cancels. The caller returns focus to the command button.
 *
 * @example
 * {asking && <ConfirmDialog text="Split?" confirmLabel="Confirm" cancelLabel="Cancel" onConfirm={run} onCancel={close} />}
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const textId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
  }, []);
  return (
    // A dialog closes on Escape wherever focus is inside it (WAI-ARIA dialog pattern).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      className="ef-confirm"
      role="alertdialog"
      aria-modal="false"
      aria-describedby={textId}
      aria-label={props.text}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          props.onCancel();
        }
      }}
    >
      <p id={textId}>{props.text}</p>
      <div className="ef-actions">
        <button ref={confirmRef} type="button" className="ef-button" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button
          type="button"
          className="ef-button"
          data-variant="secondary"
          onClick={props.onCancel}
        >
          {props.cancelLabel}
        </button>
      </div>
    </div>
  );
}
