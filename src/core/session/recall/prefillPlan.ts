import { holdsValue, type IndexedField } from '../../wire/fieldIndex';
import type { ValueContext } from '../../values/formValues';
import type { FieldItem, JsonValue } from '../../wire/model/types';
import { codecFor } from '../../values/codecs';

/** One field a scan fills: its key, item and edit value. */
export interface PrefillEntry {
  key: string;
  item: FieldItem;
  value: unknown;
}

/**
 * Which fields a scan result fills (spec 2.6): shown fields that hold a value and whose property
 * the result names, except those the user typed in since loading, which pre-fill never
 * overwrites. Values come as edit values in the form's locale.
 *
 * @example
 * const fills = prefillPlan(indexFields(envelope), { 'verification.amount': 12.5 }, edited, { locale: 'sv' });
 */
export function prefillPlan(
  entries: Iterable<IndexedField>,
  values: Record<string, JsonValue>,
  editedSinceLoad: ReadonlySet<string>,
  context: ValueContext,
): PrefillEntry[] {
  const out: PrefillEntry[] = [];
  for (const { key, item, shown } of entries) {
    if (!shown || !holdsValue(item) || !Object.hasOwn(values, item.property)) continue;
    if (editedSinceLoad.has(key)) continue;
    const value = values[item.property] as JsonValue;
    out.push({ key, item, value: codecFor(item).toEdit(value, { ...context, item }) });
  }
  return out;
}
