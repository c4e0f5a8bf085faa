import { contentHolderType } from '../core/controlTypes/layout/contentHolder';
import { controlTypeEntry } from '../registry/controlTypeEntry';
import type { ControlEntry } from '../registry/types';
import { ContentHolderControl } from './ContentHolderControl';

/**
 * The React part of `CONTENT_HOLDER` (the receipt control and its upload pipeline), joined to
 * its definition in one registry entry (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(contentHolderType, {
  component: ContentHolderControl,
  label: 'label',
  commit: 'change',
});
