import { textType } from '../../core/controlTypes/text/text';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { TextControl } from './TextControl';

/**
 * The React part of `TEXT`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(textType, {
  component: TextControl,
  label: 'label',
  commit: 'blur',
  bind: 'native',
});
