import Alert, { type AlertColor } from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import type { InformationType } from '../../core/wire/model/types';
import { useInformationControl } from '../../controls/information/useInformationControl';
import type { ControlProps } from '../../registry/types';

/** The MUI severity of each notice type: a plain notice reads as information. */
const SEVERITY: Record<InformationType, AlertColor> = {
  normal: 'info',
  information: 'info',
  warning: 'warning',
  error: 'error',
  success: 'success',
};

/**
 * INFORMATION in the Material UI look: the notice as an MUI `Alert` in its type's severity, the
 * hook's role on it (warnings and errors announced, the others a note), and a close button on a
 * dismissible one.
 *
 * @example
 * <FieldsForm source={source} controls={{ INFORMATION: { ...defaultControls.INFORMATION, component: MuiInformationControl } }} />
 */
export function MuiInformationControl(props: ControlProps) {
  const info = useInformationControl(props);
  if (info.dismissed) return null;
  return (
    <Alert
      severity={SEVERITY[info.type] ?? 'info'}
      action={
        info.dismissProps ? (
          <IconButton size="small" color="inherit" {...info.dismissProps}>
            <span aria-hidden="true">×</span>
          </IconButton>
        ) : null
      }
      {...info.rootProps}
    >
      <span {...info.textProps}>{info.text}</span>
    </Alert>
  );
}
