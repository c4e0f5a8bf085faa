import { useTextControl } from '../../controls/text/useTextControl';
import type { ControlProps } from '../../registry/types';
import { LookInput } from './LookInput';

/**
 * MULTI_LINE_TEXT in the Material UI look: `useTextControl`'s textarea in MUI's input frame,
 * three rows high. A `multiline` input with the default `inputComponent` is MUI's
 * `TextareaAutosize` even with a fixed `rows`: it measures itself after mount and writes a height
 * the server's HTML did not have (and adds a hidden twin textarea). A plain `textarea` as the
 * input component keeps MUI's multiline styles and draws the same on the server and in the page.
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
      inputComponent="textarea"
      rows={3}
      inputProps={{ ...input, required: false }}
    />
  );
}
