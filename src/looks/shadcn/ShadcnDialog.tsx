import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { DialogPartProps } from '../../registry/formParts';

const keep = (event: Event) => event.preventDefault();

/**
 * The shadcn look's `Dialog` part: Radix's Dialog (what shadcn's `AlertDialog` is made of) drawn
 * with shadcn's dialog classes. The form's confirmation is not modal (`aria-modal` false in
 * `rootProps`), so the Root is `modal={false}`: no focus trap, which would pull focus back from
 * the command button the form returns it to. It is drawn in place, not portaled, so it stays in
 * the form's element (the testing kit reads the form from there). Focus is the form's: Radix's own
 * moves on open and close are prevented. It closes as the default look's does: by its buttons and
 * Escape, not by a press outside (a press on the command that opened it keeps it open).
 *
 * @example
 * <ShadcnDialog text="Split?" textId="q" rootProps={rootProps} actions={buttons} onCancel={close} />
 */
export function ShadcnDialog({ text, textId, rootProps, actions, onCancel }: DialogPartProps) {
  return (
    <DialogPrimitive.Root
      open
      modal={false}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className="bg-background text-foreground relative z-50 mt-2 grid w-full gap-4 rounded-lg border p-6 shadow-lg sm:max-w-lg"
        onOpenAutoFocus={keep}
        onCloseAutoFocus={keep}
        // Escape is `rootProps.onKeyDown`'s (the form's), so it cancels once.
        onEscapeKeyDown={keep}
        // Focus leaving for the command button is the form closing it, not a cancel; a press
        // outside is no answer to the question either.
        onFocusOutside={keep}
        onInteractOutside={keep}
        {...rootProps}
      >
        {/* A plain paragraph, not Radix's Description: its own id would join `aria-describedby`. */}
        <p id={textId} data-slot="dialog-description" className="text-muted-foreground text-sm">
          {text}
        </p>
        <div
          data-slot="dialog-footer"
          className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end"
        >
          {actions}
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Root>
  );
}
