import { useEffect, useId, useRef } from 'react';
import { useFormParts } from '../parts/useFormParts';

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
 * An alert dialog asking to confirm a command, drawn by the look's `Dialog` and `Button` parts (the
 * default look's is inline). Focus moves to the confirm button; Escape cancels. The caller returns
 * focus to the command button.
 *
 * @example
 * {asking && <ConfirmDialog text="Split?" confirmLabel="Confirm" cancelLabel="Cancel" onConfirm={run} onCancel={close} />}
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { Button, Dialog } = useFormParts();
  const textId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirmRef.current?.focus();
  }, []);
  return Dialog({
    text: props.text,
    textId,
    onCancel: props.onCancel,
    rootProps: {
      role: 'alertdialog',
      'data-ef-part': 'dialog',
      'aria-modal': false,
      'aria-describedby': textId,
      'aria-label': props.text,
      // A dialog closes on Escape wherever focus is inside it (WAI-ARIA dialog pattern).
      onKeyDown: (event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          props.onCancel();
        }
      },
    },
    actions: (
      <>
        {Button({
          buttonRef: confirmRef,
          type: 'button',
          variant: 'primary',
          'data-ef-part': 'confirm',
          onClick: props.onConfirm,
          children: props.confirmLabel,
        })}
        {Button({
          type: 'button',
          variant: 'secondary',
          'data-ef-part': 'cancel',
          onClick: props.onCancel,
          children: props.cancelLabel,
        })}
      </>
    ),
  });
}
