import { multiLineTextType } from '../../core/controlTypes/text/multiLineText';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { MultiLineTextControl } from './MultiLineTextControl';

/**
 * The React part of `MULTI_LINE_TEXT`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(multiLineTextType, {
  component: MultiLineTextControl,
  label: 'label',
  commit: 'blur',
  bind: 'native',
});
