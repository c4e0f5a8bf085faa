import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { DialogPartProps } from '../../registry/formParts';

/**
 * The Material UI look's `Dialog` part: a command's confirmation as a modal MUI `Dialog`. The
 * form's `rootProps` (role `alertdialog`, its name and description, Escape) go on the paper, the
 * element that is the dialog, modal (`aria-modal`: MUI hides the rest of the page while it is
 * open); a backdrop click cancels. Focus is the form's: its `confirmRef` moves it to the confirm
 * button and back to the command when it closes, so MUI neither moves it in, nor holds it inside
 * (the form moves it out before the dialog unmounts), nor restores it; Escape is the form's
 * handler on the paper (MUI's own would cancel a second time). Drawn in place, not in a portal:
 * a portal mounts its content a commit later, after the form has focused the confirm button.
 *
 * @example
 * <MuiDialog text="Split the expense?" textId="q" rootProps={rootProps} actions={buttons} onCancel={close} />
 */
export function MuiDialog({ text, textId, rootProps, actions, onCancel }: DialogPartProps) {
  return (
    <Dialog
      open
      // Escape is the form's (rootProps): MUI's would cancel a second time.
      onClose={(_event, reason) => {
        if (reason === 'backdropClick') onCancel();
      }}
      disableAutoFocus
      disableEnforceFocus
      disablePortal
      disableRestoreFocus
      // The paper is named by the form (`aria-label`): MUI's `aria-labelledby` points at a
      // DialogTitle this dialog does not have.
      slotProps={{ paper: { ...rootProps, 'aria-modal': true, 'aria-labelledby': undefined } }}
    >
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
