import { urlType } from '../../core/controlTypes/text/url';
import { controlTypeEntry } from '../../registry/controlTypeEntry';
import type { ControlEntry } from '../../registry/types';
import { UrlControl } from './UrlControl';

/**
 * The React part of `URL`, joined to its definition in one registry entry
 * (ARCHITECTURE.md "Control types").
 *
 * @example
 * const { component } = controlEntry;
 */
export const controlEntry: ControlEntry = controlTypeEntry(urlType, {
  component: UrlControl,
  label: 'none',
  commit: 'change',
});
