import Alert from '@mui/material/Alert';
import type { AlertPartProps } from '../../registry/formParts';

/**
 * The Material UI look's `Alert` part: the form's notices (the error summary, a failed save, a
 * draft to restore) as an MUI `Alert` in the tone's severity. The form's `rootProps` (its role,
 * id and focus target) and `rootRef` go on the Alert's root, over MUI's own `role="alert"`, so a
 * status stays a status; the heading is the form's, drawn first inside.
 *
 * @example
 * <MuiAlert tone="error" rootProps={{ role: 'alert' }}>The service is unreachable.</MuiAlert>
 */
export function MuiAlert({ tone, rootRef, rootProps, title, children }: AlertPartProps) {
  // MUI gives an Alert role="alert" unless told otherwise: a notice the form gives no role (a
  // draft offer inside its own status region) is told `none`, so it is not announced twice.
  return (
    <Alert
      ref={rootRef}
      severity={tone}
      role={rootProps.role ?? 'none'}
      sx={{ mb: 2 }}
      {...rootProps}
    >
      {title}
      {children}
    </Alert>
  );
}
