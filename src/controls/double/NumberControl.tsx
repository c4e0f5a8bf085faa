import type { ControlProps } from '../../registry/types';
import { useNumberControl } from './useNumberControl';

/**
 * DOUBLE and INTEGER: a text input with a numeric keyboard, the default look over
 * {@link useNumberControl} (an amount shows formatted while idle).
 *
 * @example
 * <NumberControl {...controlProps} />
 */
export function NumberControl(props: ControlProps) {
  return <input className="ef-input ef-number" type="text" {...useNumberControl(props)} />;
}
