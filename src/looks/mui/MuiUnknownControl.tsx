import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useUnknownControl } from '../../controls/unknown/useUnknownControl';
import type { ControlProps } from '../../registry/types';

/**
 * The fallback of a controlType with no control (`*`) in the Material UI look: the value shown
 * read-only in an `<output>`, with the note that the type is not known; the form sends the value
 * back unchanged.
 *
 * @example
 * <FieldsForm source={source} controls={{ '*': { ...defaultControls['*'], component: MuiUnknownControl } }} />
 */
export function MuiUnknownControl(props: ControlProps) {
  const unknown = useUnknownControl(props);
  return (
    <Box>
      <Typography
        component="output"
        variant="body1"
        sx={{ display: 'block' }}
        {...unknown.outputProps}
      >
        {unknown.text}
      </Typography>
      <FormHelperText {...unknown.note.props}>{unknown.note.text}</FormHelperText>
    </Box>
  );
}
