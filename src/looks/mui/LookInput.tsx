import FilledInput from '@mui/material/FilledInput';
import Input from '@mui/material/Input';
import type { InputBaseProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useThemeProps } from '@mui/material/styles';

/**
 * The three input frames of Material UI, as a theme's `MuiTextField` names them.
 *
 * @example
 * const variant: LookInputVariant = useInputVariant();
 */
export type LookInputVariant = 'outlined' | 'filled' | 'standard';

/** What an app's theme makes every `TextField` by default, which the look's inputs follow too. */
function useTextFieldDefaults() {
  return useThemeProps({
    name: 'MuiTextField',
    props: {} as { variant?: LookInputVariant; size?: 'small' | 'medium' },
  });
}

/**
 * The input frame the app's theme asks for: its `MuiTextField` default `variant` (outlined when
 * none), so a theme that makes every `TextField` filled makes every field of the form filled.
 *
 * @example
 * const variant = useInputVariant(); // 'filled' under components.MuiTextField.defaultProps.variant
 */
export function useInputVariant(): LookInputVariant {
  return useTextFieldDefaults().variant ?? 'outlined';
}

/**
 * Material UI's input frame (`OutlinedInput`, `FilledInput` or `Input`) in the theme's
 * `MuiTextField` variant and size,
 * around the native input or the element a control gives as `inputComponent`. The control's
 * props go on the native element through `inputProps`: MUI's own `aria-invalid` and
 * `required` come from its `FormControl`, and the hook's, spread after them, win. There, and with
 * `LookInput` a direct child of the frame's `FormControl` (the control's root), the form control
 * sees the value in its first render, on the server too, as it does for its own inputs (`muiName`
 * below): its label is `filled` in the server's HTML, not only after MUI's check at mount. Give it the
 * control's `disabled`: the form also disables a field while it takes no edits (after a save),
 * which the frame's `FormControl` does not know, and MUI greys the frame by this prop.
 *
 * @example
 * const { ref, ...input } = useTextControl(props);
 * <LookInput inputProps={{ ...input, ref }} />
 */
export function LookInput(props: InputBaseProps) {
  const { variant = 'outlined', size } = useTextFieldDefaults();
  // The frame's label stands above the input, never inside it: a filled input keeps no room for
  // one (`hiddenLabel`), a standard one no gap under a label just before it.
  if (variant === 'filled') return <FilledInput fullWidth hiddenLabel size={size} {...props} />;
  if (variant === 'standard') {
    const { sx, ...rest } = props;
    const own = Array.isArray(sx) ? sx : [sx];
    return <Input fullWidth size={size} {...rest} sx={[NO_LABEL_GAP, ...own]} />;
  }
  return <OutlinedInput fullWidth size={size} {...props} />;
}

/**
 * MUI's `FormControl` looks among its children for an element whose type says `Input` to read
 * its value (and start adornment) in its first render: it finds the look's inputs as its own.
 */
LookInput.muiName = 'Input';

/** MUI's standard input leaves room under a `<label>` just before it, for a floating label. */
const NO_LABEL_GAP = { 'label + &': { mt: 0 } } as const;
