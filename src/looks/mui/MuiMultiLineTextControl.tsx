import { useTextControl } from '../../controls/text/useTextControl';
import type { ControlProps } from '../../registry/types';
import { LookInput } from './LookInput';

/**
 * MULTI_LINE_TEXT in the Material UI look: `useTextControl`'s textarea in MUI's input frame,
 * three rows high (a fixed `rows`, so MUI draws a plain textarea that renders nothing per line).
 *
 * @example
 * <FieldsForm source={source} controls={{ MULTI_LINE_TEXT: { ...defaultControls.MULTI_LINE_TEXT, component: MuiMultiLineTextControl } }} />
 */
export function MuiMultiLineTextControl(props: ControlProps) {
  const { ref, ...input } = useTextControl<HTMLTextAreaElement>(props);
  return (
    <LookInput
      inputRef={ref}
      disabled={props.disabled}
      multiline
      rows={3}
      slotProps={{ input: { ...input, required: false } }}
    />
  );
}
