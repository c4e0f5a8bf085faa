import { EnvelopeError, type EnvelopeProblem } from './errors';
import { decodeAttribute, FIELD_ATTRIBUTES, type FieldAttribute } from './fieldAttributes';
import { defineJson, isJsonObject, jsonEqual, jsonShape, MAX_JSON_DEPTH } from './json';
import type {
  EnvelopeMeta,
  FieldItem,
  FieldsEnvelope,
  JsonObject,
  JsonValue,
  ValidationError,
} from './model/types';
import { resolveWireNames, type WireNames } from './wireNames';

/** Options of {@link parseEnvelope} and {@link toWire}. */
export interface EnvelopeOptions {
  /** Overrides of the default wire names (ARCHITECTURE.md "Wire names"). */
  wireNames?: Partial<WireNames>;
}

/** Deepest nesting of FIELD_GROUPs accepted; deeper input is refused rather than overflow the stack. */
const MAX_DEPTH = 32;

interface ParseContext {
  names: Readonly<WireNames>;
  problems: EnvelopeProblem[];
  /** Values replaced by a safe default (see `decodeAttribute`). */
  warnings: EnvelopeProblem[];
  known: ReadonlySet<string>;
  attributes: NamedAttributes['attributes'];
}

/**
 * Checks a field-builder envelope (spec 2.7) at run time and returns its canonical shape.
 * Unknown controlTypes and unknown attributes are kept. What the form cannot render past (no
 * `fields` array, a field without `property` or `controlType`) throws one {@link EnvelopeError}
 * listing every problem by path; any other odd attribute value gets a safe default and is listed
 * in `warnings` (its raw value goes back unchanged).
 *
 * @example
 * const envelope = parseEnvelope(await response.json(), { wireNames: { requiresUpdate: 'trigger' } });
 * envelope.fields[0].requiresUpdate; // read from the wire attribute `trigger`
 */
export function parseEnvelope(json: unknown, options: EnvelopeOptions = {}): FieldsEnvelope {
  const names = resolveWireNames(options.wireNames);
  const context: ParseContext = {
    names,
    problems: [],
    warnings: [],
    ...attributesNamed(names),
  };
  if (!isJsonObject(json)) {
    throw new EnvelopeError([
      { path: '(root)', message: 'expected an object with `fields` and `meta`' },
    ]);
  }
  const rootKeys = Object.keys(json);
  const deep = deepKeys(json, rootKeys, 'fields');
  for (const key of deep ?? [])
    context.problems.push({ path: key, message: `nests deeper than ${MAX_JSON_DEPTH} levels` });
  const fields = parseFieldList(json.fields, 'fields', context, 0);
  // Nothing below may walk a value nested past the limit (a warning quotes it with JSON.stringify).
  if (deep) throw new EnvelopeError(context.problems);
  const envelope: FieldsEnvelope = { fields, extra: {}, wireKeys: rootKeys, wire: json };

  if (Object.hasOwn(json, 'meta')) {
    const meta = json.meta;
    if (meta === null) envelope.meta = null;
    else if (isJsonObject(meta)) envelope.meta = meta as EnvelopeMeta;
    // The fields render without meta: its raw value goes back unchanged, with a warning.
    else context.warnings.push({ path: 'meta', message: 'expected an object or null' });
  }
  const validationKey = names.validationErrors;
  if (Object.hasOwn(json, validationKey) && json[validationKey] !== null) {
    envelope.validationErrors = parseValidationErrors(
      json[validationKey] as JsonValue,
      validationKey,
      context,
    );
  }
  for (const key of rootKeys) {
    if (key !== 'fields' && key !== 'meta' && key !== validationKey)
      defineJson(envelope.extra, key, json[key] as JsonValue);
  }
  if (context.problems.length > 0) throw new EnvelopeError(context.problems);
  if (context.warnings.length > 0) envelope.warnings = context.warnings;
  return envelope;
}

/** What the parser needs of one set of wire names, worked out once per set (they are frozen). */
interface NamedAttributes {
  /** Each known attribute with its wire key, in FIELD_ATTRIBUTES order. */
  attributes: readonly { attribute: FieldAttribute; wireKey: string }[];
  known: ReadonlySet<string>;
}
/** The slots of a parsed item, in the order the parser fills them. */
const ITEM_SHAPE: Readonly<Record<string, undefined>> = Object.fromEntries(
  [
    'extra',
    'wireKeys',
    'wire',
    ...FIELD_ATTRIBUTES.map((attribute) => attribute.key),
    'fields',
  ].map((key) => [key, undefined]),
);
const namedAttributes = new WeakMap<Readonly<WireNames>, NamedAttributes>();

function attributesNamed(names: Readonly<WireNames>): NamedAttributes {
  let named = namedAttributes.get(names);
  if (!named) {
    const attributes = FIELD_ATTRIBUTES.map((attribute) => ({
      attribute,
      wireKey: attribute.wire(names),
    }));
    named = {
      attributes,
      known: new Set([...attributes.map(({ wireKey }) => wireKey), names.fields]),
    };
    namedAttributes.set(names, named);
  }
  return named;
}

function parseFieldList(
  value: unknown,
  path: string,
  context: ParseContext,
  depth: number,
): FieldItem[] {
  if (!Array.isArray(value)) {
    context.problems.push({ path, message: 'expected an array of field items' });
    return [];
  }
  if (depth > MAX_DEPTH) {
    context.problems.push({ path, message: `field groups nest deeper than ${MAX_DEPTH} levels` });
    return [];
  }
  const items: FieldItem[] = [];
  for (let index = 0; index < value.length; index += 1)
    items.push(parseField(value[index], path, index, context, depth));
  return items;
}

/**
 * One field item. Its path (`fields[3]`) is spelled only for a problem: a thousand items parse
 * at a form's mount, nearly all of them without one (ARCHITECTURE.md "Mount").
 */
function parseField(
  wire: unknown,
  listPath: string,
  index: number,
  context: ParseContext,
  depth: number,
): FieldItem {
  // Every item starts with every attribute's slot (absent ones undefined): an object given its
  // thirty properties one by one grows and copies its property store several times, at ~1 kB of
  // garbage an item (measured at a form's mount); a copy of one template is allocated once.
  const item = { ...ITEM_SHAPE, extra: {}, wireKeys: [] } as unknown as FieldItem;
  const writable = item as unknown as Record<string, unknown>;
  const at = (suffix: string) => `${listPath}[${index}]${suffix}`;
  const problem = (suffix: string, message: string) =>
    context.problems.push({ path: at(suffix), message });
  if (!isJsonObject(wire)) {
    problem('', 'expected a field item object');
    return item;
  }
  const keys = Object.keys(wire);
  item.wireKeys = keys;
  item.wire = wire;
  const nestedKey = context.names.fields;
  const deep = deepKeys(wire, keys, nestedKey);
  for (const key of deep ?? []) problem(`.${key}`, `nests deeper than ${MAX_JSON_DEPTH} levels`);
  if (deep) return item;
  // Indexed loops: the parser runs cold at a form's mount, where `for...of` and destructuring a
  // pair make iterator objects at each step (27 attributes and a dozen keys an item).
  const { attributes } = context;
  for (let i = 0; i < attributes.length; i += 1) {
    const { attribute, wireKey } = attributes[i] as (typeof attributes)[number];
    const has = Object.hasOwn(wire, wireKey);
    // The usual attribute is absent, or a value taken as it is: no result object is made for it.
    if (has ? attribute.accepts?.(wire[wireKey] as JsonValue) : !attribute.required) {
      const value = has ? wire[wireKey] : attribute.fallback;
      if (value !== undefined) writable[attribute.key] = value;
      continue;
    }
    const decoded = decodeAttribute(attribute, wire, wireKey);
    if (!decoded.ok) problem(`.${wireKey}`, `expected ${decoded.expected}`);
    else {
      if (decoded.value !== undefined) writable[attribute.key] = decoded.value;
      if (decoded.warning)
        context.warnings.push({ path: at(`.${wireKey}`), message: decoded.warning });
    }
  }
  if (Object.hasOwn(wire, nestedKey) && wire[nestedKey] !== null) {
    item.fields = parseFieldList(wire[nestedKey], at(`.${nestedKey}`), context, depth + 1);
  }
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as string;
    if (!context.known.has(key)) defineJson(item.extra, key, wire[key] as JsonValue);
  }
  return item;
}

/**
 * The keys of `wire` (all but `nestedKey`, whose groups have their own limit) whose values nest
 * deeper than {@link MAX_JSON_DEPTH}, or null: such a value parses, but writing it back would
 * overflow the stack on every re-call and save.
 */
function deepKeys(wire: JsonObject, keys: readonly string[], nestedKey: string): string[] | null {
  let deep: string[] | null = null;
  for (let i = 0; i < keys.length; i += 1) {
    const key = keys[i] as string;
    const value = wire[key];
    // Most attributes are strings, numbers and booleans: only an object or array can nest.
    if (key === nestedKey || typeof value !== 'object' || value === null) continue;
    if (jsonShape(value) === 'too-deep') (deep ??= []).push(key);
  }
  return deep;
}

const KNOWN_LEVELS = new Set(['ERROR', 'BLOCKER', 'WARNING']);

function parseValidationErrors(
  value: JsonValue,
  path: string,
  context: ParseContext,
): ValidationError[] {
  if (!Array.isArray(value)) {
    context.problems.push({
      path,
      message: 'expected an array of { property, code, message, level }',
    });
    return [];
  }
  const out: ValidationError[] = [];
  value.forEach((entry, index) => {
    const at = `${path}[${index}]`;
    if (!isJsonObject(entry)) {
      context.problems.push({
        path: at,
        message: 'expected an object { property, code, message, level }',
      });
      return;
    }
    for (const key of ['property', 'code', 'message'] as const) {
      if (typeof entry[key] !== 'string')
        context.problems.push({ path: `${at}.${key}`, message: 'expected a string' });
    }
    // ARCHITECTURE.md "Submit": only WARNING lets "Save anyway" through; BLOCKER (the real service) and any
    // level the library does not know block saving like ERROR, never a silent save.
    const level = typeof entry.level === 'string' ? entry.level : '';
    if (!KNOWN_LEVELS.has(level)) {
      context.warnings.push({
        path: `${at}.level`,
        message: `unknown level ${JSON.stringify(entry.level)}: it blocks saving like ERROR`,
      });
    }
    const error: ValidationError = {
      property: String(entry.property),
      code: String(entry.code),
      message: String(entry.message),
      level: level === 'WARNING' ? 'WARNING' : 'ERROR',
    };
    if (level !== error.level) error.serverLevel = level;
    out.push(error);
  });
  return out;
}

/**
 * Writes a canonical envelope back to the server's JSON. An envelope that came from
 * {@link parseEnvelope} and was not changed comes back exactly as the server sent it, attribute
 * order and attributes the library does not know included; changed attributes are overlaid.
 *
 * @example
 * const body = toWire(withValue(envelope, 'verification.amount', 12.5));
 */
export function toWire(envelope: FieldsEnvelope, options: EnvelopeOptions = {}): JsonObject {
  const names = resolveWireNames(options.wireNames);
  const original = wireOf(envelope);
  const out: JsonObject = {};
  const keys = orderedKeys(envelope.wireKeys, [
    'fields',
    'meta',
    names.validationErrors,
    ...Object.keys(envelope.extra),
  ]);
  for (const key of keys) {
    if (key === 'fields') {
      out.fields = envelope.fields.map((field) => fieldToWire(field, names));
    } else if (key === 'meta') {
      if (envelope.meta !== undefined) out.meta = envelope.meta as JsonValue;
      else if (original && Object.hasOwn(original, 'meta')) out.meta = original.meta as JsonValue;
    } else if (key === names.validationErrors) {
      const errors = envelope.validationErrors;
      if (errors === undefined) {
        if (original && Object.hasOwn(original, key))
          defineJson(out, key, original[key] as JsonValue);
      } else {
        const originalErrors = original?.[key];
        const reparsed =
          originalErrors === undefined ? undefined : safeValidation(originalErrors, names);
        defineJson(
          out,
          key,
          jsonEqual(reparsed, errors)
            ? (originalErrors as JsonValue)
            : (errors as unknown as JsonValue),
        );
      }
    } else if (Object.hasOwn(envelope.extra, key)) {
      defineJson(out, key, envelope.extra[key] as JsonValue);
    }
  }
  return out;
}

/**
 * Writes one canonical field item back to its wire object (see {@link toWire}).
 *
 * @example
 * const wire = fieldToWire(item, resolveWireNames());
 */
export function fieldToWire(item: FieldItem, names: Readonly<WireNames>): JsonObject {
  const original = wireOf(item);
  const out: JsonObject = {};
  const attributeKeys = FIELD_ATTRIBUTES.map((attribute) => attribute.wire(names));
  const keys = orderedKeys(item.wireKeys, [
    ...attributeKeys,
    names.fields,
    ...Object.keys(item.extra),
  ]);
  for (const key of keys) {
    if (key === names.fields && !attributeKeys.includes(key)) {
      if (item.fields !== undefined)
        out[key] = item.fields.map((child) => fieldToWire(child, names));
      else if (original && Object.hasOwn(original, key))
        defineJson(out, key, original[key] as JsonValue);
      continue;
    }
    const attribute = FIELD_ATTRIBUTES.find((candidate) => candidate.wire(names) === key);
    if (!attribute) {
      if (Object.hasOwn(item.extra, key)) defineJson(out, key, item.extra[key] as JsonValue);
      continue;
    }
    const value = item[attribute.key] as JsonValue | undefined;
    const present = original !== undefined && Object.hasOwn(original, key);
    if (present) {
      // Unchanged since parsing: write the server's own value back (null stays null).
      const decoded = decodeAttribute(attribute, original, key);
      if (decoded.ok && jsonEqual(decoded.value, value)) {
        defineJson(out, key, original[key] as JsonValue);
        continue;
      }
    }
    if (value === undefined) continue;
    if (!present && jsonEqual(value, attribute.fallback)) continue;
    defineJson(out, key, value);
  }
  return out;
}

function wireOf(target: { wire?: JsonObject }): JsonObject | undefined {
  return isJsonObject(target.wire) ? target.wire : undefined;
}

function orderedKeys(first: readonly string[] | undefined, then: readonly string[]): string[] {
  const seen = new Set<string>(first ?? []);
  const out = [...seen];
  for (const key of then) {
    if (!seen.has(key)) {
      seen.add(key);
      out.push(key);
    }
  }
  return out;
}

function safeValidation(value: JsonValue, names: WireNames): ValidationError[] | undefined {
  const context: ParseContext = {
    names,
    problems: [],
    warnings: [],
    known: new Set(),
    attributes: [],
  };
  const parsed = parseValidationErrors(value, 'validationErrors', context);
  return context.problems.length === 0 ? parsed : undefined;
}
