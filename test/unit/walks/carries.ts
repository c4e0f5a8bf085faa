/**
 * How far a value is searched for a walk's datum (ARCHITECTURE.md "The walks"): deep enough for a
 * field of a group in an envelope (`fields[0].fields[1].value`) or the envelope a reply holds,
 * and bounded, since every call of the form is searched while a walk is recorded.
 */
const MAX_DEPTH = 6;
const MAX_NODES = 2000;

/** A value the search goes into: data, never a DOM node, a React element or a class's instance. */
function isData(value: object): boolean {
  if (Array.isArray(value) || value instanceof Map || value instanceof Set) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return false;
  // A React element holds its props (the field's item) but is a description, not the data's trip.
  return !Object.hasOwn(value, '$$typeof');
}

/** What the user typed into an input: its value, read where the event or the element holds it. */
function typedText(value: object): unknown {
  if (typeof Element !== 'undefined' && value instanceof Element)
    return 'value' in value ? value.value : undefined;
  // A React event: its target is the input.
  return Object.hasOwn(value, 'nativeEvent') ? (value as { target?: unknown }).target : undefined;
}

/** A request's JSON body, as the data it holds (the envelope that leaves as text). */
function jsonText(value: string): unknown {
  if (!/^\s*[[{]/.test(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The members of a data value, read without running a getter (a form state's getters subscribe). */
function membersOf(value: object): unknown[] {
  if (Array.isArray(value)) return value;
  if (value instanceof Map) return [...value.keys(), ...value.values()];
  if (value instanceof Set) return [...value];
  return Object.values(Object.getOwnPropertyDescriptors(value)).map(
    (descriptor): unknown => descriptor.value,
  );
}

/**
 * Whether a value is the datum or holds it: a bounded search of arrays, Maps, Sets, plain
 * objects and JSON text, each visited once (a cycle ends there), and of the value of an input
 * or of the input an event comes from.
 *
 * @example
 * carries({ fields: [{ value: 12 }] }, (value) => value === 12); // true
 */
export function carries(
  value: unknown,
  isDatum: (value: unknown) => boolean,
  maxDepth = MAX_DEPTH,
): boolean {
  const seen = new Set<object>();
  let nodes = 0;
  const search = (node: unknown, depth: number): boolean => {
    if (isDatum(node)) return true;
    if (typeof node === 'string') return depth < maxDepth && search(jsonText(node), depth + 1);
    if (node === null || typeof node !== 'object' || depth >= maxDepth) return false;
    if (seen.has(node) || (nodes += 1) > MAX_NODES) return false;
    seen.add(node);
    if (!isData(node)) return search(typedText(node), depth + 1);
    return membersOf(node).some((member) => search(member, depth + 1));
  };
  return search(value, 0);
}
