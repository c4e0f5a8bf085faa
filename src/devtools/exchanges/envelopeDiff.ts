import { indexFields } from '../../core/wire/fieldIndex';
import { jsonEqual } from '../../core/wire/json';
import type { FieldItem, FieldsEnvelope, JsonValue } from '../../core/wire/model/types';

/** One difference between two envelopes, by field (form key and property). */
export interface FieldChange {
  key: string;
  property: string;
  change:
    | 'added'
    | 'removed'
    | 'value'
    | 'visible'
    | 'enabled'
    | 'mandatory'
    | 'error'
    /** A `validationErrors` message of the reply came, went or changed (by property and code). */
    | 'validation';
  from: JsonValue;
  to: JsonValue;
}

/** The attributes compared on a field both envelopes hold, in the order they are listed. */
const COMPARED = {
  value: (item: FieldItem): JsonValue => item.value,
  visible: (item: FieldItem): JsonValue => item.visible,
  enabled: (item: FieldItem): JsonValue => item.enabled,
  mandatory: (item: FieldItem): JsonValue => item.mandatory,
  error: (item: FieldItem): JsonValue =>
    item.error || item.errorText ? (item.errorText ?? item.error) : null,
} as const;

/**
 * What an exchange changed: fields added or removed, and for the others their value, visibility,
 * enabled and mandatory flags and error, in the order of the later envelope (removed ones last);
 * then the `validationErrors` messages that came, went or changed (by property and code).
 * Fields are matched by form key, so a repeated property is compared occurrence by occurrence.
 *
 * @example
 * envelopeDiff(sent, reply); // [{ key: 'f_verification%2EexchangeRate', change: 'added', ... }]
 */
export function envelopeDiff(before: FieldsEnvelope | null, after: FieldsEnvelope): FieldChange[] {
  const earlier = new Map(
    before ? indexFields(before).map((entry) => [entry.key, entry.item]) : [],
  );
  const changes: FieldChange[] = [];
  const later = indexFields(after);
  for (const { key, item } of later) {
    const was = earlier.get(key);
    if (!was) {
      changes.push({ key, property: item.property, change: 'added', from: null, to: item.value });
      continue;
    }
    for (const [change, read] of Object.entries(COMPARED) as [
      keyof typeof COMPARED,
      (item: FieldItem) => JsonValue,
    ][]) {
      const from = read(was);
      const to = read(item);
      if (!jsonEqual(from, to)) changes.push({ key, property: item.property, change, from, to });
    }
  }
  const kept = new Set(later.map((entry) => entry.key));
  for (const [key, item] of earlier)
    if (!kept.has(key))
      changes.push({ key, property: item.property, change: 'removed', from: item.value, to: null });
  return [...changes, ...validationChanges(before, after)];
}

/** The `validationErrors` messages that differ, keyed by property and code (`level: message`). */
function validationChanges(before: FieldsEnvelope | null, after: FieldsEnvelope): FieldChange[] {
  const messages = (envelope: FieldsEnvelope | null) =>
    new Map(
      (envelope?.validationErrors ?? []).map((entry) => [
        `${entry.property} ${entry.code}`,
        { property: entry.property, text: `${entry.serverLevel ?? entry.level}: ${entry.message}` },
      ]),
    );
  const was = messages(before);
  const now = messages(after);
  const changes: FieldChange[] = [];
  for (const id of new Set([...now.keys(), ...was.keys()])) {
    const from = was.get(id)?.text ?? null;
    const to = now.get(id)?.text ?? null;
    const property = (now.get(id) ?? was.get(id))?.property ?? '';
    if (from !== to)
      changes.push({ key: `validation ${id}`, property, change: 'validation', from, to });
  }
  return changes;
}
