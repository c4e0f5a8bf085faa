import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel, { formLabelClasses } from '@mui/material/FormLabel';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { FieldFrame } from '../../registry/fieldFrame';
import type { FrameView } from '../../registry/formParts';
import { visuallyHidden } from '../../react/parts/visuallyHidden';

/**
 * The required asterisk as MUI's `FormLabel` draws it (its classes, a thin space and `*`, hidden
 * from assistive technology, the error colour), drawn here because MUI's takes no props: the
 * look-neutral marker is rendered with it, so the server's HTML has it too (a marker written
 * after commit changed the markup after hydration).
 */
function requiredMark(frame: FieldFrame): ReactNode {
  if (!frame.required) return null;
  const classes = `${formLabelClasses.asterisk}${frame.invalid ? ` ${formLabelClasses.error}` : ''}`;
  return (
    <Box
      component="span"
      className={classes}
      sx={frame.invalid ? { color: 'error.main' } : undefined}
      {...frame.getRequiredProps()}
    >
      {'\u2009*'}
    </Box>
  );
}

const infoText = (theme: Theme) =>
  theme.palette.mode === 'dark' ? theme.palette.info.light : theme.palette.info.dark;

/** The label's words: what the eye sees (the scanned chip included) and what is spoken. */
function labelContent(frame: FieldFrame): ReactNode {
  const { label, scanned, spokenLabel } = frame;
  const visible = scanned ? (
    <>
      {label}{' '}
      <Chip
        component="span"
        size="small"
        color="info"
        variant="outlined"
        // The palette's darker (light mode) or lighter (dark mode) info colour: the main one is
        // under 4.5:1 for small text on the paper.
        sx={{ color: infoText, borderColor: infoText }}
        label={frame.scannedText}
        {...frame.getScannedProps()}
      />
    </>
  ) : (
    label
  );
  // As the default frame: one spoken string, the visible parts hidden, so a name reads
  // "Amount (required)" whatever MUI draws around the words.
  if (spokenLabel === label) return visible;
  return (
    <>
      <span aria-hidden="true">{visible}</span>
      <Box component="span" style={visuallyHidden}>
        {spokenLabel}
      </Box>
    </>
  );
}

/**
 * The help (unless `withHelp` is false: a control that names itself) and the message under the
 * control, each a `FormHelperText` with the frame's ids.
 */
function helperTexts(frame: FieldFrame, withHelp: boolean): ReactNode {
  const { help, message } = frame;
  return (
    <>
      {withHelp && help ? (
        <FormHelperText error={false} {...frame.getHelpProps()}>
          {help}
        </FormHelperText>
      ) : null}
      {message ? (
        <FormHelperText
          error={message.kind === 'error'}
          sx={message.kind === 'warning' ? { color: 'warning.main' } : undefined}
          {...frame.getMessageProps()}
        >
          {message.text}
        </FormHelperText>
      ) : null}
    </>
  );
}

/**
 * The Material UI look's `Frame` part: a field as MUI draws one, a `FormControl` (required,
 * error, disabled) with its `FormLabel` above the control (the asterisk MUI's) and
 * `FormHelperText` for the help and the message. The ids, the accessible name and
 * `aria-describedby` are the frame's, as in the default look; `legend` draws a fieldset,
 * `none` only the message (the control names itself). The label stays above the control, not
 * floating inside it: it frames every control alike, a list's chips and a date's segments too.
 *
 * @example
 * <FieldsForm source={source} controls={{ [FORM_PARTS]: { Frame: MuiFrame } }} />
 */
export function MuiFrame({ frame, labelAs, children, after, item }: FrameView) {
  const legend = labelAs === 'legend';
  return (
    <FormControl
      fullWidth
      component={legend ? 'fieldset' : 'div'}
      required={frame.required}
      error={frame.invalid}
      disabled={item.enabled === false}
      aria-invalid={legend && frame.message ? true : undefined}
      // A disabled field's label and helper texts stay readable: MUI's disabled text colour is
      // under 4.5:1 (axe), and these words are not the inactive control itself.
      sx={{
        mb: 2,
        '& .MuiFormLabel-root.Mui-disabled, & .MuiFormHelperText-root.Mui-disabled': {
          color: 'text.secondary',
        },
      }}
      {...frame.getFrameProps()}
    >
      {labelAs === 'none' ? null : (
        <FormLabel
          component={legend ? 'legend' : 'label'}
          // MUI's asterisk is replaced by `requiredMark`; the label keeps MUI's required class.
          required={false}
          className={frame.required ? formLabelClasses.required : undefined}
          sx={{ mb: 0.5 }}
          {...frame.getLabelProps(legend ? 'legend' : 'label')}
        >
          {labelContent(frame)}
          {requiredMark(frame)}
        </FormLabel>
      )}
      {children}
      {helperTexts(frame, labelAs !== 'none')}
      {after}
    </FormControl>
  );
}
