import type { ControlProps } from '../../registry/types';
import { useTextControl } from './useTextControl';

/**
 * TEXT: a one-line text input, the default look over {@link useTextControl}.
 *
 * @example
 * <TextControl {...controlProps} />
 */
export function TextControl(props: ControlProps) {
  return <input className="ef-input" type="text" {...useTextControl(props)} />;
}
