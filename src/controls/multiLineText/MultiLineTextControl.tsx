import type { ControlProps } from '../../registry/types';
import { useTextControl } from '../text/useTextControl';

/**
 * MULTI_LINE_TEXT: a text area, the default look over `useTextControl` (its behaviour is TEXT's).
 *
 * @example
 * <MultiLineTextControl {...controlProps} />
 */
export function MultiLineTextControl(props: ControlProps) {
  return (
    <textarea
      className="ef-input ef-textarea"
      rows={3}
      {...useTextControl<HTMLTextAreaElement>(props)}
    />
  );
}
