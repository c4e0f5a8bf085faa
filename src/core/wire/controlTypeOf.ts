import type { ControlTypeDefinition } from './controlTypeDefinition';

// Every definition made with `defineControlType`, by controlType (ARCHITECTURE.md "Control
// types"). A definition is known from the moment it is made, so the engine reads an app's own
// type as it reads a built-in one, with or without React; the entries import the built-in ones.
const defined = new Map<string, ControlTypeDefinition>();

/** Unknown types: the definition `*` (kept as it is, shown read-only). */
const FALLBACK = '*';

/**
 * Adds a definition, replacing an earlier one of its controlType (an app may redefine a built-in
 * type). `defineControlType` calls it.
 *
 * @example
 * registerControlType(definition);
 */
export function registerControlType(definition: ControlTypeDefinition): void {
  defined.set(definition.controlType, definition);
}

/**
 * Adds the definitions whose controlType has none yet (an app's own redefinition of a built-in
 * type stays): what a session calls with the built-in ones when it is made, so they are known
 * however a bundler treated the modules that define them.
 *
 * @example
 * ensureControlTypes(defaultControlTypes);
 */
export function ensureControlTypes(definitions: readonly ControlTypeDefinition[]): void {
  for (const definition of definitions)
    if (!defined.has(definition.controlType)) defined.set(definition.controlType, definition);
}

/**
 * The definition of a controlType, or the fallback of types with no definition (`*`).
 *
 * @example
 * controlTypeOf('DATE').holdsValue; // true
 */
export function controlTypeOf(controlType: string): ControlTypeDefinition {
  const found = defined.get(controlType) ?? defined.get(FALLBACK);
  // Only a module graph that skipped the entries gets here: fail loudly, never read values wrong.
  if (!found)
    throw new Error(
      'No control types are defined: import expense-fields, expense-fields/core or expense-fields/session.',
    );
  return found;
}

/**
 * Every definition made so far, the built-in ones first.
 *
 * @example
 * definedControlTypes().map((definition) => definition.controlType);
 */
export function definedControlTypes(): readonly ControlTypeDefinition[] {
  return [...defined.values()];
}
