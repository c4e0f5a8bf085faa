import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLinkControl } from '../../controls/url/useLinkControl';
import type { ControlProps } from '../../registry/types';
import { visuallyHidden } from '../../react/parts/visuallyHidden';

/**
 * URL in the Material UI look: `useLinkControl`'s link as an MUI `Link` under its name (a link
 * no `<label for>` can name shows its name itself). Only http and https links are links; a
 * refused value is shown as text with the form's note.
 *
 * @example
 * <FieldsForm source={source} controls={{ URL: { ...defaultControls.URL, component: MuiUrlControl } }} />
 */
export function MuiUrlControl(props: ControlProps) {
  const link = useLinkControl(props);
  return (
    <Box {...link.rootProps}>
      {link.name ? (
        <Typography variant="body2" color="text.secondary" {...link.nameProps}>
          {link.name}
        </Typography>
      ) : null}
      {link.linkProps ? (
        <Link variant="body1" {...link.linkProps}>
          {link.url}
          <Box component="span" style={visuallyHidden}>
            {' '}
            {link.newTabText}
          </Box>
        </Link>
      ) : link.refusedProps ? (
        <span {...link.refusedProps}>
          <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>
            {link.url}
          </Typography>
          <FormHelperText component="span">{link.refusedText}</FormHelperText>
        </span>
      ) : null}
    </Box>
  );
}
