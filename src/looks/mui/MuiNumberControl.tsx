import { useNumberControl } from '../../controls/double/useNumberControl';
import type { ControlProps } from '../../registry/types';
import { LookInput } from './LookInput';

/**
 * DOUBLE and INTEGER in the Material UI look: `useNumberControl`'s text input (a numeric
 * keyboard, the locale's separators, an amount formatted while idle) in MUI's input frame.
 *
 * @example
 * <FieldsForm source={source} controls={{ DOUBLE: { ...defaultControls.DOUBLE, component: MuiNumberControl } }} />
 */
export function MuiNumberControl(props: ControlProps) {
  const input = useNumberControl(props);
  return (
    <LookInput disabled={props.disabled} inputProps={{ ...input, type: 'text', required: false }} />
  );
}
