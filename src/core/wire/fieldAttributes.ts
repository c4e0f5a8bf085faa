import { isJsonObject } from './json';
import type {
  CustomFieldList,
  FieldCommand,
  FieldItem,
  InformationType,
  JsonObject,
  JsonValue,
  ListValue,
} from './model/types';
import type { WireNames } from './wireNames';

/**
 * Result of decoding one attribute: a value (with a warning when a safe default replaced what the
 * server sent), or what was expected.
 */
export type Decoded<T> = { ok: true; value: T; warning?: string } | { ok: false; expected: string };

/** How one known attribute of a field item is read from and written to the wire. */
export interface FieldAttribute {
  /** Canonical key in {@link FieldItem}. */
  key: keyof FieldItem;
  /** Wire key under the given wire names. */
  wire: (names: WireNames) => string;
  /** Decodes a wire value (never called with `undefined`). */
  decode: (value: JsonValue) => Decoded<unknown>;
  /**
   * True when the wire value is taken as it is (its decoded value is the value itself): the
   * parser's path for the usual item, with no result object made per attribute. Absent for
   * attributes whose decoding copies (commands, list values).
   */
  accepts?: (value: JsonValue) => boolean;
  /** Value when the attribute is absent or null; `undefined` leaves it unset. */
  fallback: unknown;
  /** Absent or unreadable is a problem the form cannot render past (property, controlType). */
  required?: boolean;
  /** Spec 2.7 types it boolean, not "or null": null gets the fallback and a warning. */
  nonNull?: boolean;
  /** The safe value for a present value that cannot be read, when it is not the fallback. */
  lenient?: unknown;
}

const ok = <T>(value: T): Decoded<T> => ({ ok: true, value });
const expected = (what: string): Decoded<never> => ({ ok: false, expected: what });

/** A decoder that takes the wire value as it is when `check` holds, and its fast check. */
const taken = (check: (value: JsonValue) => boolean, what: string) => ({
  decode: (value: JsonValue): Decoded<unknown> => (check(value) ? ok(value) : expected(what)),
  accepts: check,
});

const string = taken((value) => typeof value === 'string', 'a string');
const boolean = taken((value) => typeof value === 'boolean', 'a boolean');
const nullableString = taken(
  (value) => value === null || typeof value === 'string',
  'a string or null',
);
// The most fraction digits `Intl.NumberFormat` takes (ES2023: 100, as Chromium does). Engines that
// still stop at 20 (Node 20's) are met where numbers are formatted (`numberFormat` caps the
// digits it hands on), so a value up to 100 is a working attribute on the server too.
const MAX_FRACTION_DIGITS = 100;

// `maxDecimals` reaches `Intl.NumberFormat` in every reader (edit text, display, currency): a
// value it refuses is read as absent here, once, so no reader throws (one odd attribute never
// takes the form down).
const decimals = taken(
  (value) =>
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 0 &&
    value <= MAX_FRACTION_DIGITS,
  `an integer from 0 to ${MAX_FRACTION_DIGITS}`,
);
const anything = taken(() => true, '');

const INFORMATION_TYPES: readonly InformationType[] = [
  'normal',
  'information',
  'warning',
  'error',
  'success',
];
const informationType = taken(
  (value) => typeof value === 'string' && (INFORMATION_TYPES as readonly string[]).includes(value),
  `one of ${INFORMATION_TYPES.join(', ')}`,
);

/**
 * Decodes a LIST value `{ id, name, section?, icon? }` (spec 2.4).
 *
 * @example
 * decodeListValue({ id: 'a', name: 'Car' }); // { ok: true, value: { id: 'a', name: 'Car' } }
 */
export function decodeListValue(value: JsonValue): Decoded<ListValue> {
  if (!isJsonObject(value) || typeof value.id !== 'string' || typeof value.name !== 'string') {
    return expected('a list value { id: string, name: string }');
  }
  const result: ListValue = { id: value.id, name: value.name };
  if (typeof value.section === 'number') result.section = value.section;
  // The real service's preloaded value says `iconUrl` (ARCHITECTURE.md "The real service"); list values say `icon`.
  const icon = value.icon ?? value.iconUrl;
  if (typeof icon === 'string') result.icon = icon;
  return ok(result);
}

/**
 * A CustomFieldList (spec 2.4) as a list source answered it, read leniently: a value or
 * suggestion that is not `{ id, name }` (a `null` in `data`, say) and a section that is not
 * `{ id, text }` are left out, so the combobox and the review show what they can instead of
 * throwing on the first odd entry.
 *
 * @example
 * readCustomFieldList({ meta: { count: 2, total: 2, sections: [] }, suggestions: [], data: [null, { id: 'a', name: 'Car' }] });
 * // { meta: { count: 2, total: 2, sections: [] }, suggestions: [], data: [{ id: 'a', name: 'Car' }] }
 */
export function readCustomFieldList(answer: unknown): CustomFieldList {
  const list: JsonObject = isJsonObject(answer) ? answer : {};
  const values = (entries: JsonValue | undefined): ListValue[] =>
    Array.isArray(entries)
      ? entries.flatMap((entry) => {
          const decoded = decodeListValue(entry);
          return decoded.ok ? [decoded.value] : [];
        })
      : [];
  const meta: JsonObject = isJsonObject(list.meta) ? list.meta : {};
  const data = values(list.data);
  const count = (value: JsonValue | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? value : data.length;
  const sections = Array.isArray(meta.sections)
    ? meta.sections.flatMap((section) =>
        isJsonObject(section) && typeof section.id === 'number' && typeof section.text === 'string'
          ? [{ id: section.id, text: section.text }]
          : [],
      )
    : [];
  return {
    meta: { count: count(meta.count), total: count(meta.total), sections },
    suggestions: values(list.suggestions),
    data,
  };
}

/**
 * The label a LIST field's preloaded value gives an id. The preloaded value describes the value
 * the server sent, even when its own `id` differs from it (a published sample of the real service
 * has `value: "1"` beside `data: { id: "car-1", name: "Private car" }`): it names that value, and
 * the id it carries.
 *
 * @example
 * preloadedLabel(item, item.value); // 'Private car'
 */
export function preloadedLabel(
  item: Pick<FieldItem, 'listValue' | 'value'>,
  id: unknown,
): string | undefined {
  const preloaded = item.listValue;
  if (!preloaded || typeof id !== 'string') return undefined;
  return preloaded.id === id || item.value === id ? preloaded.name : undefined;
}

const commands = (value: JsonValue): Decoded<FieldCommand[]> => {
  if (!Array.isArray(value)) return expected('an array of commands');
  const out: FieldCommand[] = [];
  for (const item of value) {
    if (!isJsonObject(item) || typeof item.text !== 'string' || typeof item.command !== 'string') {
      return expected(
        'commands of { text: string, command: string, confirmationRequired?, confirmationText? }',
      );
    }
    out.push({
      text: item.text,
      command: item.command,
      confirmationRequired: item.confirmationRequired === true,
      confirmationText: typeof item.confirmationText === 'string' ? item.confirmationText : null,
    });
  }
  return ok(out);
};

const fixed = (name: string) => () => name;

/**
 * The known attributes of a field item, in the order the parser reads them. Nested `fields` are
 * handled by the envelope parser itself (they recurse).
 *
 * @example
 * FIELD_ATTRIBUTES.map((attribute) => attribute.wire(DEFAULT_WIRE_NAMES));
 */
export const FIELD_ATTRIBUTES: readonly FieldAttribute[] = [
  { key: 'name', wire: fixed('name'), ...nullableString, fallback: null },
  { key: 'property', wire: fixed('property'), ...string, fallback: undefined, required: true },
  {
    key: 'controlType',
    wire: fixed('controlType'),
    ...string,
    fallback: undefined,
    required: true,
  },
  { key: 'mandatory', wire: fixed('mandatory'), ...boolean, fallback: false, nonNull: true },
  // Spec 2.7: only fields with visible true are displayed, so an absent flag hides the field.
  { key: 'visible', wire: fixed('visible'), ...boolean, fallback: false, nonNull: true },
  { key: 'value', wire: fixed('value'), ...anything, fallback: null },
  { key: 'error', wire: fixed('error'), ...nullableString, fallback: null },
  { key: 'errorText', wire: fixed('errorText'), ...nullableString, fallback: null },
  { key: 'custom', wire: fixed('custom'), ...boolean, fallback: false, nonNull: true },
  { key: 'url', wire: fixed('url'), ...string, fallback: undefined },
  { key: 'qrCodeSupported', wire: fixed('qrCodeSupported'), ...boolean, fallback: undefined },
  { key: 'requiresUpdate', wire: (n) => n.requiresUpdate, ...boolean, fallback: false },
  { key: 'scanned', wire: (n) => n.scanned, ...boolean, fallback: false },
  { key: 'allowFutureDates', wire: (n) => n.allowFutureDates, ...boolean, fallback: false },
  { key: 'enabled', wire: (n) => n.enabled, ...boolean, fallback: true },
  { key: 'removable', wire: (n) => n.removable, ...boolean, fallback: false },
  { key: 'commands', wire: (n) => n.commands, decode: commands, fallback: [] },
  {
    key: 'informationType',
    wire: (n) => n.informationType,
    ...informationType,
    fallback: undefined,
    lenient: 'information',
  },
  { key: 'dismissible', wire: (n) => n.dismissible, ...boolean, fallback: false },
  { key: 'multiSelect', wire: (n) => n.multiSelect, ...boolean, fallback: false },
  { key: 'itemType', wire: (n) => n.itemType, ...string, fallback: undefined },
  { key: 'iconUrl', wire: (n) => n.iconUrl, ...string, fallback: undefined },
  { key: 'replacementText', wire: (n) => n.replacementText, ...string, fallback: undefined },
  { key: 'maxDecimals', wire: (n) => n.maxDecimals, ...decimals, fallback: undefined },
  { key: 'listValue', wire: (n) => n.listValue, decode: decodeListValue, fallback: undefined },
];

/**
 * Decodes one attribute of a wire object. Absent and null give the fallback (except where null is
 * a legal value). A value of the wrong type fails only for the attributes the form cannot do
 * without (`property`, `controlType`); any other gets its safe default and a warning, so one odd
 * attribute never takes the form down, and the raw value still goes back on the wire.
 *
 * @example
 * decodeAttribute(attribute, { informationType: 'critical' }, 'informationType');
 * // { ok: true, value: 'information', warning: 'expected one of normal, information, …' }
 */
export function decodeAttribute(
  attribute: FieldAttribute,
  wire: Record<string, JsonValue>,
  wireKey: string,
): Decoded<unknown> {
  if (!Object.hasOwn(wire, wireKey)) {
    // The required attributes (property, controlType) are strings.
    return attribute.required ? expected('a string (it is required)') : ok(attribute.fallback);
  }
  const raw = wire[wireKey] as JsonValue;
  const decoded = attribute.decode(raw);
  if (decoded.ok || attribute.required) return decoded;
  if (raw === null && !attribute.nonNull) return ok(attribute.fallback);
  return {
    ok: true,
    value: 'lenient' in attribute ? attribute.lenient : attribute.fallback,
    warning: `expected ${decoded.expected}, got ${JSON.stringify(raw)}`,
  };
}
