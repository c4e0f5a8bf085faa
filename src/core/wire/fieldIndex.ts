import { controlTypeOf } from './controlTypeOf';
import { escapeCharacters } from './escapeCharacters';
import type { FieldItem, FieldsEnvelope } from './model/types';

/** What `encodeURIComponent` leaves alone and a key must not hold. */
const UNESCAPED = /[.'!()*~]/g;
const percentEncoded = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;

/**
 * A stable form key for a property. Properties such as `verification.specification[0].date1`
 * contain dots and brackets, which form libraries read as nesting, so they are percent-encoded:
 * the key never contains `.`, `[` or `]`, and decodes back to the property.
 *
 * @example
 * fieldKey('verification.amount'); // 'f_verification%2Eamount'
 */
export function fieldKey(property: string, occurrence = 1): string {
  // encodeURIComponent leaves . ' ! ( ) * ~ alone: form libraries split on dots and strip quotes,
  // and ~ marks a repeated property here.
  const encoded = escapeCharacters(encodeURIComponent(property), '.', UNESCAPED, percentEncoded);
  const key = `f_${encoded}`;
  return occurrence > 1 ? `${key}~${occurrence}` : key;
}

/**
 * The property a form key was made from.
 *
 * @example
 * propertyOfKey('f_verification%2Eamount'); // 'verification.amount'
 */
export function propertyOfKey(key: string): string {
  return decodeURIComponent(key.replace(/^f_/, '').replace(/~\d+$/, ''));
}

/** One field of an envelope with where it sits. */
export interface IndexedField {
  key: string;
  item: FieldItem;
  /** Indexes from the top-level `fields` down through nested groups. */
  path: readonly number[];
  /** Visible itself and inside visible groups only. */
  shown: boolean;
}

/**
 * Every field of an envelope, nested groups included, in server order, with stable keys. A
 * property that occurs twice gets `~2`, `~3` on its later occurrences.
 *
 * @example
 * for (const { key, item } of indexFields(envelope)) console.log(key, item.property);
 */
export function indexFields(envelope: Pick<FieldsEnvelope, 'fields'>): readonly IndexedField[] {
  // Envelopes are never changed in place (a change is a new `fields` array: `mapFields`), so an
  // index is made once per envelope: applying one asks for it three times (values, messages, the
  // session's index), a key each field (ARCHITECTURE.md "Mount").
  let indexed = indexes.get(envelope.fields);
  if (!indexed) {
    indexed = Object.freeze(walkFields(envelope.fields));
    indexes.set(envelope.fields, indexed);
  }
  return indexed;
}

const indexes = new WeakMap<readonly FieldItem[], readonly IndexedField[]>();

function walkFields(fields: readonly FieldItem[]): IndexedField[] {
  const out: IndexedField[] = [];
  const seen = new Map<string, number>();
  const walk = (fields: readonly FieldItem[], path: readonly number[], parentShown: boolean) => {
    // An indexed loop and `concat`: no iterator per item (ARCHITECTURE.md "Mount").
    for (let index = 0; index < fields.length; index += 1) {
      const item = fields[index] as FieldItem;
      const occurrence = (seen.get(item.property) ?? 0) + 1;
      seen.set(item.property, occurrence);
      const here = path.concat(index);
      const shown = parentShown && item.visible;
      out.push({ key: fieldKey(item.property, occurrence), item, path: here, shown });
      if (item.fields) walk(item.fields, here, shown);
    }
  };
  walk(fields, [], true);
  return out;
}

/**
 * True when a field holds a value the user can edit in the form (shown, not a group or notice).
 *
 * @example
 * indexFields(envelope).filter(({ item, shown }) => shown && holdsValue(item));
 */
export function holdsValue(item: FieldItem): boolean {
  // Its control type's definition says (ARCHITECTURE.md "Control types").
  return controlTypeOf(item.controlType).holdsValue;
}

/**
 * A copy of the envelope with each field replaced by `update(field, key)`; nested groups are
 * rebuilt only where something changed.
 *
 * @example
 * const next = mapFields(envelope, (item) => (item.property === 'version' ? item : { ...item, error: null }));
 */
export function mapFields(
  envelope: FieldsEnvelope,
  update: (item: FieldItem, key: string) => FieldItem,
): FieldsEnvelope {
  const keys = new Map(indexFields(envelope).map((entry) => [entry.item, entry.key]));
  const walk = (fields: FieldItem[]): FieldItem[] => {
    let changed = false;
    const next = fields.map((item) => {
      let updated = update(item, keys.get(item) ?? fieldKey(item.property));
      if (updated.fields) {
        const children = walk(updated.fields);
        if (children !== updated.fields) updated = { ...updated, fields: children };
      }
      if (updated !== item) changed = true;
      return updated;
    });
    return changed ? next : fields;
  };
  const fields = walk(envelope.fields);
  return fields === envelope.fields ? envelope : { ...envelope, fields };
}

/**
 * A copy of the envelope without one field item (found by identity, at any depth), e.g. a
 * removable group the user removed.
 *
 * @example
 * const next = withoutField(envelope, group);
 */
export function withoutField(envelope: FieldsEnvelope, target: FieldItem): FieldsEnvelope {
  const walk = (fields: FieldItem[]): FieldItem[] =>
    fields
      .filter((item) => item !== target)
      .map((item) => (item.fields ? { ...item, fields: walk(item.fields) } : item));
  return { ...envelope, fields: walk(envelope.fields) };
}
