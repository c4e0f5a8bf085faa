import FilledInput from '@mui/material/FilledInput';
import Input from '@mui/material/Input';
import type { InputBaseProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useThemeProps } from '@mui/material/styles';

/** The three input frames of Material UI, as a theme's `MuiTextField` names them. */
export type LookInputVariant = 'outlined' | 'filled' | 'standard';

/**
 * The input frame the app's theme asks for: its `MuiTextField` default `variant` (outlined when
 * none), so a theme that makes every `TextField` filled makes every field of the form filled.
 *
 * @example
 * const variant = useInputVariant(); // 'filled' under components.MuiTextField.defaultProps.variant
 */
export function useInputVariant(): LookInputVariant {
  const themed = useThemeProps({
    name: 'MuiTextField',
    props: {} as { variant?: LookInputVariant },
  });
  return themed.variant ?? 'outlined';
}

/**
 * Material UI's input frame (`OutlinedInput`, `FilledInput` or `Input`) in the theme's variant,
 * around the native input or the element a control gives as `inputComponent`. The control's
 * props go on the native element through `slotProps.input`: MUI's own `aria-invalid` and
 * `required` come from its `FormControl`, and the hook's, spread after them, win.
 *
 * @example
 * const { ref, ...input } = useTextControl(props);
 * <LookInput slotProps={{ input: { ...input, ref } }} />
 */
export function LookInput(props: InputBaseProps) {
  const variant = useInputVariant();
  const Frame = variant === 'filled' ? FilledInput : variant === 'standard' ? Input : OutlinedInput;
  return <Frame fullWidth {...props} />;
}
