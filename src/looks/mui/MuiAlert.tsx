import Alert from '@mui/material/Alert';
import type { AlertPartProps } from '../../registry/formParts';

/**
 * The Material UI look's `Alert` part: the form's notices (the error summary, a failed save, a
 * draft to restore) as an MUI `Alert` in the tone's severity. The form's `rootProps` (its role,
 * id and focus target) go on the Alert's root, over MUI's own `role="alert"`, so a status stays
 * a status; the heading is the form's, drawn first inside.
 *
 * @example
 * <MuiAlert tone="error" rootProps={{ role: 'alert' }}>The service is unreachable.</MuiAlert>
 */
export function MuiAlert({ tone, rootProps, title, children }: AlertPartProps) {
  // MUI gives an Alert role="alert" unless told otherwise; a notice without a role stays one.
  return (
    <Alert severity={tone} role={rootProps.role ?? undefined} sx={{ mb: 2 }} {...rootProps}>
      {title}
      {children}
    </Alert>
  );
}
