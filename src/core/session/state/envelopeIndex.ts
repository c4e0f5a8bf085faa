import { fieldKey, indexFields, type IndexedField } from '../../wire/fieldIndex';
import type { FieldItem, FieldsEnvelope } from '../../wire/model/types';

/** The current envelope and its index: keys by item, entries by key, in server order. */
export interface EnvelopeIndex {
  readonly current: FieldsEnvelope | null;
  /** Take a new envelope; returns its fields in server order. */
  set(next: FieldsEnvelope): readonly IndexedField[];
  entry(key: string): IndexedField | undefined;
  entries(): Iterable<IndexedField>;
  /** The field of a property: its first shown occurrence, else its first one. */
  byProperty(property: string): IndexedField | undefined;
  /** The form key of an item of the current envelope (by identity), else of its property. */
  keyOf(item: FieldItem): string;
}

/**
 * One walk of the fields serves the keys and the list each time the envelope changes.
 *
 * @example
 * const index = createEnvelopeIndex();
 * const fields = index.set(envelope);
 */
export function createEnvelopeIndex(): EnvelopeIndex {
  let current: FieldsEnvelope | null = null;
  let keys = new WeakMap<FieldItem, string>();
  let byKey = new Map<string, IndexedField>();
  /** Built on the first look-up after an envelope: most envelopes are never asked by property. */
  let properties: Map<string, IndexedField> | null = null;
  return {
    get current() {
      return current;
    },
    set(next) {
      current = next;
      const indexed = indexFields(next);
      keys = new WeakMap(indexed.map((entry) => [entry.item, entry.key]));
      byKey = new Map(indexed.map((entry) => [entry.key, entry]));
      properties = null;
      return indexed;
    },
    entry: (key) => byKey.get(key),
    entries: () => byKey.values(),
    byProperty(property) {
      if (!properties) {
        properties = new Map();
        for (const entry of byKey.values()) {
          const found = properties.get(entry.item.property);
          if (!found || (entry.shown && !found.shown)) properties.set(entry.item.property, entry);
        }
      }
      return properties.get(property);
    },
    keyOf: (item) => keys.get(item) ?? fieldKey(item.property),
  };
}
