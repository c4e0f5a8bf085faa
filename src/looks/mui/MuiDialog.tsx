import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { DialogPartProps } from '../../registry/formParts';

/**
 * The Material UI look's `Dialog` part: a command's confirmation as a modal MUI `Dialog`. The
 * form's `rootProps` (role `alertdialog`, its name and description, Escape) go on the paper, the
 * element that is the dialog; a backdrop click cancels. Focus moves to the confirm button as the
 * form's `confirmRef` says, so MUI's own first focus is left to it.
 *
 * @example
 * <MuiDialog text="Split the expense?" textId="q" rootProps={rootProps} actions={buttons} onCancel={close} />
 */
export function MuiDialog({ text, textId, rootProps, actions, onCancel }: DialogPartProps) {
  return (
    <Dialog open onClose={onCancel} disableRestoreFocus slotProps={{ paper: rootProps }}>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}
