import { useTextControl } from '../../controls/text/useTextControl';
import type { ControlProps } from '../../registry/types';
import { textareaClass } from './classes';

/**
 * MULTI_LINE_TEXT in the shadcn look: shadcn's `Textarea` over `useTextControl` (uncontrolled as
 * the built-in one: a keystroke renders nothing).
 *
 * @example
 * <ShadcnMultiLineTextControl {...controlProps} />
 */
export function ShadcnMultiLineTextControl(props: ControlProps) {
  return (
    <textarea
      data-slot="textarea"
      className={textareaClass}
      rows={3}
      {...useTextControl<HTMLTextAreaElement>(props)}
    />
  );
}
