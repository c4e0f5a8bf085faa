import { holdsValue, indexFields, type IndexedField } from '../wire/fieldIndex';
import { jsonEqual } from '../wire/json';
import type { FieldsEnvelope } from '../wire/model/types';
import { shownValue, type ShowOptions, type ShownValue } from './shownValue';

/** One field that differs between a base envelope and the current one. */
export interface ChangeRow {
  property: string;
  /** The field's form key (`indexFields`): a property that occurs twice has two rows. */
  key: string;
  /** The field's label (its property when it has none). */
  label: string;
  /** The value in the base, as the form shows it; null for a field the base did not have. */
  before: ShownValue | null;
  /** The value now, as the form shows it; null for a field that is no longer there. */
  after: ShownValue | null;
  /**
   * The field is shown (visible, inside visible groups) where it now is (the base for a removed
   * one). Invisible fields are compared too, and flagged: a UI shows them only when asked.
   */
  visible: boolean;
  /** The labels of the FIELD_GROUPs the field sits in, outermost first (`[]` at the top). */
  groups: readonly string[];
}

/** What changed between two envelopes, each list in server order. */
export interface EnvelopeChanges {
  /** Fields in both whose value differs. */
  changed: readonly ChangeRow[];
  /** Fields the current envelope has and the base did not (a re-call added them). */
  added: readonly ChangeRow[];
  /** Fields the base had and the current envelope does not. */
  removed: readonly ChangeRow[];
}

/**
 * Compares two envelopes field by field (ARCHITECTURE.md "Review and changes"): fields are
 * matched by form key (the property, with `~2` for its second occurrence), nested FIELD_GROUP
 * fields included; only fields that hold a value count (a group or a notice has none). Values are
 * compared as wire values and shown as the form shows them (`shownValue`).
 *
 * @example
 * const { changed } = envelopeChanges(loaded, current, { locale: 'en', words: { yes: 'Yes', no: 'No' } });
 * changed[0]; // { property: 'verification.amount', label: 'Amount', before: { text: 'SEK 1,200.00' }, after: { text: 'SEK 1,350.00' }, ... }
 */
export function envelopeChanges(
  base: Pick<FieldsEnvelope, 'fields'>,
  current: Pick<FieldsEnvelope, 'fields'>,
  options: ShowOptions,
): EnvelopeChanges {
  const before = valued(base);
  const after = valued(current);
  const changed: ChangeRow[] = [];
  const added: ChangeRow[] = [];
  const removed: ChangeRow[] = [];
  for (const [key, now] of after.entries) {
    const then = before.entries.get(key);
    if (then && jsonEqual(then.item.value, now.item.value)) continue;
    const row = rowOf(now, after.groups, {
      before: then ? shownValue(base, then.item, options) : null,
      after: shownValue(current, now.item, options),
    });
    (then ? changed : added).push(row);
  }
  for (const [key, then] of before.entries) {
    if (after.entries.has(key)) continue;
    removed.push(
      rowOf(then, before.groups, { before: shownValue(base, then.item, options), after: null }),
    );
  }
  return { changed, added, removed };
}

/** The value-bearing fields of an envelope by key, and the label of each group by its path. */
function valued(envelope: Pick<FieldsEnvelope, 'fields'>) {
  const fields = indexFields(envelope);
  const entries = new Map<string, IndexedField>();
  const groups = new Map<string, string>();
  for (const entry of fields) {
    if (holdsValue(entry.item)) entries.set(entry.key, entry);
    else if (entry.item.controlType === 'FIELD_GROUP')
      groups.set(entry.path.join('.'), entry.item.name ?? entry.item.property);
  }
  return { entries, groups };
}

function rowOf(
  entry: IndexedField,
  groups: ReadonlyMap<string, string>,
  values: Pick<ChangeRow, 'before' | 'after'>,
): ChangeRow {
  const { item, path } = entry;
  const labels: string[] = [];
  for (let depth = 1; depth < path.length; depth += 1) {
    const label = groups.get(path.slice(0, depth).join('.'));
    if (label !== undefined) labels.push(label);
  }
  return {
    property: item.property,
    key: entry.key,
    label: item.name ?? item.property,
    ...values,
    visible: entry.shown,
    groups: labels,
  };
}
