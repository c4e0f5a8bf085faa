import type { ControlProps } from '../../registry/types';
import { useSwitchControl } from './useSwitchControl';

/**
 * SWITCH: an on/off switch (a checkbox with the switch role), usable with Space; the default look
 * over {@link useSwitchControl}.
 *
 * @example
 * <SwitchControl {...controlProps} />
 */
export function SwitchControl(props: ControlProps) {
  return <input className="ef-switch" {...useSwitchControl(props).inputProps} />;
}
