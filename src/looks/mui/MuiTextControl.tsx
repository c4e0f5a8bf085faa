import { useTextControl } from '../../controls/text/useTextControl';
import type { ControlProps } from '../../registry/types';
import { LookInput } from './LookInput';

/**
 * TEXT in the Material UI look: `useTextControl`'s input in MUI's input frame (the theme's
 * variant). Bound as the default look is (`bind: 'native'`): the DOM holds the text, so a
 * keystroke renders nothing; MUI's `FormControl` renders when the field fills or empties.
 *
 * @example
 * <FieldsForm source={source} controls={{ TEXT: { ...defaultControls.TEXT, component: MuiTextControl } }} />
 */
export function MuiTextControl(props: ControlProps) {
  const { ref, ...input } = useTextControl(props);
  // `required: false`: the field is marked by `aria-required` alone, as in the default look.
  return (
    <LookInput
      inputRef={ref}
      disabled={props.disabled}
      inputProps={{ ...input, type: 'text', required: false }}
    />
  );
}
