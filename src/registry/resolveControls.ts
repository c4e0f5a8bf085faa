import type { ControlEntry, ControlOverride, ControlOverrides, ControlRegistry } from './types';

const isEntry = (override: ControlOverride): override is ControlEntry =>
  typeof override === 'object' &&
  override !== null &&
  'component' in override &&
  'label' in override;

/**
 * Merges registries, later ones winning: `defaults < provider < props` (ARCHITECTURE.md "House rules"). An override
 * that is only a component keeps the label and commit settings of the entry it replaces (and is
 * bound by value: see `ControlEntry.bind`). Nothing is mutated.
 *
 * @example
 * const registry = resolveControls(defaultControls, providerOverrides, { TEXT: MyTextInput });
 */
export function resolveControls(
  base: Readonly<ControlRegistry>,
  ...layers: (ControlOverrides | undefined)[]
): ControlRegistry {
  const out: ControlRegistry = { ...base };
  for (const layer of layers) {
    if (!layer) continue;
    for (const [type, override] of Object.entries(layer)) {
      const previous = out[type] ??
        out['*'] ?? {
          component: override as ControlEntry['component'],
          label: 'label',
          commit: 'change',
        };
      // A component alone may not honour `uncontrolled`, so it is bound by value.
      const { bind: _native, ...settings } = previous;
      out[type] = isEntry(override) ? override : { ...settings, component: override };
    }
  }
  return out;
}

/**
 * The entry for a controlType, or the fallback.
 *
 * @example
 * const { component: Control } = controlEntryFor(registry, item.controlType);
 */
export function controlEntryFor(registry: ControlRegistry, controlType: string): ControlEntry {
  const entry = Object.hasOwn(registry, controlType) ? registry[controlType] : registry['*'];
  if (!entry)
    throw new Error(`No control for "${controlType}" and no fallback "*" in the registry.`);
  return entry;
}
