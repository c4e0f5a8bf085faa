import type { JsonObject, JsonValue } from './model/types';

/**
 * True for a plain JSON object (not null, not an array).
 *
 * @example
 * isJsonObject({ a: 1 }); // true
 */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Structural equality of two JSON values; key order does not matter. It walks with a list of its
 * own, not by recursion, so no nesting depth overflows the stack.
 *
 * @example
 * jsonEqual({ a: [1, 2] }, { a: [1, 2] }); // true
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  const pairs: [unknown, unknown][] = [[a, b]];
  for (let pair = pairs.pop(); pair; pair = pairs.pop()) {
    const [left, right] = pair;
    if (left === right) continue;
    if (
      typeof left !== typeof right ||
      left === null ||
      right === null ||
      typeof left !== 'object'
    ) {
      if (Number.isNaN(left) && Number.isNaN(right)) continue;
      return false;
    }
    if (Array.isArray(left) || Array.isArray(right)) {
      if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length)
        return false;
      left.forEach((item, index) => pairs.push([item, right[index]]));
      continue;
    }
    const before = left as Record<string, unknown>;
    const after = right as Record<string, unknown>;
    const keys = Object.keys(before);
    if (keys.length !== Object.keys(after).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(after, key)) return false;
      pairs.push([before[key], after[key]]);
    }
  }
  return true;
}

/**
 * Deepest nesting of arrays and objects a value the library passes through may have (meta, a
 * field's value, an attribute it does not know, a draft's value). Deeper input is refused when it
 * is read: writing it back (`toWire`, `JSON.stringify`, a structured clone) would overflow the stack.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * What a value is as JSON: `json` (null, strings, booleans, finite numbers, arrays and plain
 * objects, nested at most `limit` levels), `too-deep` (nested deeper: refused however it is made)
 * or `not-json` (a File, a Date, `undefined`, `NaN`…). It walks with a list of its own, so the
 * check itself never overflows.
 *
 * @example
 * jsonShape({ a: [1] });         // 'json'
 * jsonShape(new Blob(['%PDF'])); // 'not-json'
 */
export function jsonShape(
  value: unknown,
  limit = MAX_JSON_DEPTH,
): 'json' | 'too-deep' | 'not-json' {
  let plain = true;
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item === 'string' || typeof item === 'boolean') continue;
    if (typeof item === 'number') {
      plain &&= Number.isFinite(item);
      continue;
    }
    const proto: unknown = typeof item === 'object' ? Object.getPrototypeOf(item) : undefined;
    if (!Array.isArray(item) && proto !== Object.prototype && proto !== null) {
      plain = false;
      continue;
    }
    // A cycle (never JSON) ends here too: it nests without end.
    if (depth >= limit) return 'too-deep';
    for (const child of Object.values(item as object)) stack.push([child, depth + 1]);
  }
  return plain ? 'json' : 'not-json';
}

/**
 * Sets an own property even when its key is `__proto__`, which plain assignment would not.
 *
 * @example
 * defineJson(target, '__proto__', 1);
 */
export function defineJson(target: JsonObject, key: string, value: JsonValue): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}
