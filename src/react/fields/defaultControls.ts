import type { ControlEntry, ControlRegistry } from '../../registry/types';

// Every control type's React part is its folder's `controlEntry` (ARCHITECTURE.md "Control
// types"): found by the folder, not listed again here, so a new type is its definition, its folder
// and its line in `defaultControlTypes`. The receipt's lives with its upload pipeline.
const parts = import.meta.glob<ControlEntry>(
  ['../../controls/*/index.ts', '../../receipts/contentHolderEntry.ts'],
  { eager: true, import: 'controlEntry' },
);

const byControlType = (entries: readonly ControlEntry[]): ControlRegistry => {
  const registry: ControlRegistry = {};
  for (const entry of entries) {
    const type = entry.definition?.controlType;
    if (type === undefined) throw new Error('A built-in registry entry names no definition.');
    registry[type] = entry;
  }
  return registry;
};

/**
 * The built-in controls, keyed by controlType, each joined to its control type's definition
 * (ARCHITECTURE.md "Control types"); `*` is the fallback of types with no control.
 *
 * @example
 * const registry = { ...defaultControls, TEXT: { ...defaultControls.TEXT, component: MyInput } };
 */
export const defaultControls: Readonly<ControlRegistry> = Object.freeze(
  byControlType(Object.values(parts)),
);
