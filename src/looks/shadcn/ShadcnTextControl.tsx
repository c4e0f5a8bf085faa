import { useTextControl } from '../../controls/text/useTextControl';
import type { ControlProps } from '../../registry/types';
import { inputClass } from './classes';

/**
 * TEXT in the shadcn look: shadcn's `Input` over `useTextControl`. Bound as the built-in one is
 * (`bind: 'native'`): the DOM holds the text, so a keystroke renders nothing.
 *
 * @example
 * <FieldsForm source={source} controls={{ TEXT: { ...defaultControls.TEXT, component: ShadcnTextControl } }} />
 */
export function ShadcnTextControl(props: ControlProps) {
  return <input data-slot="input" className={inputClass} type="text" {...useTextControl(props)} />;
}
