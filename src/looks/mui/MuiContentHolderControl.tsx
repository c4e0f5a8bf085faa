import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  useReceiptControl,
  type ReceiptFile,
  type UseReceiptControlResult,
} from '../../receipts/useReceiptControl';
import type { ControlProps } from '../../registry/types';
import { MuiFiscalSummary } from './MuiFiscalSummary';
import { visuallyHidden } from '../../react/parts/visuallyHidden';

/**
 * A file input drawn as an MUI `Button`: the button is a `<label>` out of the tab order around
 * the real input, which stays focusable (visually hidden), so a click, a tap, the keyboard and a
 * screen reader all reach the input itself; the label shows the input's focus.
 */
function filePickButton(
  input: object,
  text: string,
  variant: 'contained' | 'outlined',
  words?: ReactNode,
) {
  return (
    <Button
      component="label"
      role={undefined}
      tabIndex={-1}
      variant={variant}
      size="small"
      sx={{
        '&:has(input:focus-visible)': {
          outline: 2,
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box component="input" style={visuallyHidden} {...input} />
      <span aria-hidden="true">{text}</span>
      {words}
    </Button>
  );
}

/** One attached file: its thumbnail or badge, its words and size, open and remove. */
function fileRow(receipt: UseReceiptControlResult, file: ReceiptFile) {
  const remove = receipt.getRemoveFileProps(file);
  return (
    <Box
      key={file.content.id}
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
      {...receipt.getFileProps(file)}
    >
      {file.image ? (
        <Box
          component="img"
          src={file.image}
          alt=""
          sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Typography
          variant="caption"
          aria-hidden="true"
          sx={{ px: 0.5, border: 1, borderRadius: 1 }}
        >
          {file.badge}
        </Typography>
      )}
      <Typography variant="body2" component="span" sx={{ flex: 1 }}>
        {file.text}
        {/* In elements of their own: the file's words stay one text. */}
        {file.sizeText ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>{` (${file.sizeText})`}</Box>
        ) : null}
        {file.noPreviewText ? (
          <Box component="span" sx={{ color: 'text.secondary' }}>{` ${file.noPreviewText}`}</Box>
        ) : null}
      </Typography>
      {file.open ? (
        <Link href={file.open.href} target="_blank" rel="noopener noreferrer">
          {file.open.text}
        </Link>
      ) : null}
      {remove ? (
        <Button variant="outlined" size="small" {...remove}>
          {file.removeText}
        </Button>
      ) : null}
    </Box>
  );
}

/** The status line: the upload's progress as a `LinearProgress`, and the pipeline's remark. */
function statusLine(receipt: UseReceiptControlResult) {
  const { progress } = receipt;
  const percent =
    progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : null;
  return (
    <FormHelperText component="div" error={false} {...receipt.statusProps}>
      {progress ? (
        <>
          {progress.label} {percent === null ? null : `${percent}%`}
          <LinearProgress
            aria-label={progress.label}
            variant={percent === null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            sx={{ my: 0.5 }}
          />
        </>
      ) : null}
      {receipt.notice}
    </FormHelperText>
  );
}

/**
 * CONTENT_HOLDER (the receipt) in the Material UI look: the attached files with remove
 * `Button`s, "Choose file" and the camera as MUI `Button`s over the real file inputs, the scan
 * button, the upload's `LinearProgress` and cancel, a problem as an error `Alert` with its
 * retry, and the fiscal code's summary. Everything is `useReceiptControl`'s: drop, paste, the
 * upload pipeline, OCR pre-fill.
 *
 * @example
 * <FieldsForm source={source} controls={{ CONTENT_HOLDER: { ...defaultControls.CONTENT_HOLDER, component: MuiContentHolderControl } }} />
 */
export function MuiContentHolderControl(props: ControlProps) {
  const receipt = useReceiptControl(props);
  const { files, empty, pick, camera, scan, problem, cancel } = receipt;
  return (
    <Box {...receipt.rootProps}>
      {files.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {files.map((file) => fileRow(receipt, file))}
        </Box>
      ) : empty ? (
        <Typography component="output" variant="body2" color="text.secondary" {...empty.props}>
          {empty.text}
        </Typography>
      ) : null}
      {pick ? (
        <>
          <FormHelperText component="p" error={false}>
            {receipt.dropText}
          </FormHelperText>
          <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }}>
            {filePickButton(pick.inputProps, pick.text, 'contained', <span {...pick.wordsProps} />)}
            {camera ? filePickButton(camera.inputProps, camera.text, 'outlined') : null}
            {scan?.buttonProps ? (
              <Button variant="outlined" size="small" {...scan.buttonProps}>
                {scan.text}
              </Button>
            ) : null}
          </Stack>
        </>
      ) : null}
      {/* The camera's live picture has no sound: there is nothing to caption. */}
      {scan ? <Box component="video" sx={{ maxWidth: '100%' }} {...scan.videoProps} /> : null}
      {statusLine(receipt)}
      {cancel ? (
        <Button variant="outlined" size="small" {...cancel.props}>
          {cancel.text}
        </Button>
      ) : null}
      {problem ? (
        <Alert
          severity="error"
          sx={{ mt: 1 }}
          action={
            problem.retry ? (
              <Button color="inherit" size="small" {...problem.retry.props}>
                {problem.retry.text}
              </Button>
            ) : null
          }
          {...problem.props}
        >
          {problem.text}
        </Alert>
      ) : null}
      {receipt.fiscal ? <MuiFiscalSummary summary={receipt.fiscal} /> : null}
    </Box>
  );
}
