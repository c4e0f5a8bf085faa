import { recipientListType } from '../../core/controlTypes/choices/recipientList';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { RecipientListControl } from './RecipientListControl';

/**
 * The React part of `RECIPIENT_LIST`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(recipientListType, {
  component: RecipientListControl,
  label: 'label',
  commit: 'change',
});
