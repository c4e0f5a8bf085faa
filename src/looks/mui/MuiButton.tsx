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
      sx={{ mr: 1 }}
      {...rest}
    >
      {children}
    </Button>
  );
}
