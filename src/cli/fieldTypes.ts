import { isSubsistenceDate } from '../core/values/codecs';
import type { ControlTypeDefinition } from '../core/wire/controlTypeDefinition';
import { controlTypeOf } from '../core/wire/controlTypeOf';
import { parseEnvelope } from '../core/wire/envelope';
import type { FieldItem, JsonObject } from '../core/wire/model/types';

/** One property as the envelopes showed it: every control type and wire type it came with. */
export interface SeenProperty {
  property: string;
  /** Its label where it had one (the first seen). */
  label: string | null;
  /** In the order first seen: two mean the envelopes disagree (the command warns). */
  controlTypes: string[];
  /** The TypeScript text of its wire value, one per kind seen (a LIST with and without `multiSelect`). */
  wireTypes: string[];
}

/** The wire value of a subsistence-allowance date, whatever its controlType (spec 2.7). */
const SUBSISTENCE_DATE_TYPE = 'string | null';

/**
 * The TypeScript text of a field's wire value (ARCHITECTURE.md "Generated types"): its control
 * type's (`wireType` of the definition: the app's own first, then the defined ones, the fallback
 * `*` for a type with none), the subsistence dates' by property, as `codecFor` reads them.
 *
 * @example
 * wireTypeFor(item, new Map()); // 'number | null' for a DOUBLE
 */
export function wireTypeFor(
  item: FieldItem,
  own: ReadonlyMap<string, ControlTypeDefinition>,
): string {
  if (isSubsistenceDate(item.property)) return SUBSISTENCE_DATE_TYPE;
  return (own.get(item.controlType) ?? controlTypeOf(item.controlType)).wireType(item);
}

/**
 * Every property of the envelopes, in the order first seen (fields of every group, those a later
 * envelope adds), with the control types and wire types each came with.
 *
 * @example
 * fieldTypes([envelope], new Map()).map((seen) => seen.property); // ['name', 'verification.amount', …]
 */
export function fieldTypes(
  envelopes: readonly JsonObject[],
  own: ReadonlyMap<string, ControlTypeDefinition> = new Map(),
): SeenProperty[] {
  const seen = new Map<string, SeenProperty>();
  const add = (item: FieldItem) => {
    let entry = seen.get(item.property);
    if (!entry) {
      entry = { property: item.property, label: item.name, controlTypes: [], wireTypes: [] };
      seen.set(item.property, entry);
    }
    entry.label ??= item.name;
    const wireType = wireTypeFor(item, own);
    if (!entry.controlTypes.includes(item.controlType)) entry.controlTypes.push(item.controlType);
    if (!entry.wireTypes.includes(wireType)) entry.wireTypes.push(wireType);
    for (const nested of item.fields ?? []) add(nested);
  };
  for (const envelope of envelopes) for (const item of parseEnvelope(envelope).fields) add(item);
  return [...seen.values()];
}
