import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { DialogPartProps } from '../../registry/formParts';

/**
 * The Material UI look's `Dialog` part: a command's confirmation as a modal MUI `Dialog`. The
 * form's `rootProps` (role `alertdialog`, its name and description, Escape) go on the paper, the
 * element that is the dialog; a backdrop click cancels. Focus moves to the confirm button as the
 * form's `confirmRef` says, and back where the form says when it closes (MUI restores none);
 * Escape is the form's handler on the paper (MUI's own would cancel a second time).
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
      disableRestoreFocus
      slotProps={{ paper: rootProps }}
    >
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
