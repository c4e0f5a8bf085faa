import Button from '@mui/material/Button';
import type { ButtonPartProps } from '../../registry/formParts';

/**
 * The Material UI look's `Button` part: every button of the form's own parts (Save, Try again,
 * Undo, a command, a dialog's) as an MUI `Button`, contained for the way forward and outlined for
 * a step back. The behaviour and the markers (`data-ef-*`) are the form's, spread as given.
 *
 * @example
 * <MuiButton type="submit" variant="primary">Save</MuiButton>
 */
export function MuiButton({ buttonRef, variant, children, ...rest }: ButtonPartProps) {
  return (
    <Button
      ref={buttonRef}
      variant={variant === 'primary' ? 'contained' : 'outlined'}
      // MUI lets a press on a disabled button fall through to what is beneath it; the form's
      // disabled Save takes the press and does nothing, as a native disabled button does.
      sx={{ mr: 1, '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' } }}
      {...rest}
    >
      {children}
    </Button>
  );
}
