/**
 * What an id in a URL path may be. A path segment that is empty, `.` or `..` leaves its route:
 * `encodeURIComponent` keeps the dots and `new URL` then collapses them, so every id
 * is checked before any request is built.
 *
 * - `uuid`: organization and object ids, 32 hex digits without dashes (spec 2.1);
 * - `name`: an expense type or a VAT mode, a letter then letters, digits or `_`;
 * - `segment`: a free-text id of the V0 interface (spec 4.5, 4.6), encoded into one segment.
 */
export type IdKind = 'uuid' | 'name' | 'segment';

const encodable = (value: string) => {
  try {
    encodeURIComponent(value);
    return true;
  } catch {
    // A lone surrogate cannot be URL-encoded.
    return false;
  }
};

const RULES: Record<IdKind, { holds: (value: string) => boolean; says: string }> = {
  uuid: {
    holds: (value) => /^[0-9a-fA-F]{32}$/.test(value),
    says: 'a Uuid: 32 hex digits without dashes (spec 2.1)',
  },
  name: {
    holds: (value) => /^[A-Za-z][A-Za-z0-9_]*$/.test(value),
    says: 'a name: a letter, then letters, digits or _',
  },
  segment: {
    holds: (value) => value !== '' && value !== '.' && value !== '..' && encodable(value),
    says: 'a path segment: text other than "", "." and ".."',
  },
};

/**
 * Checks an id before it goes into a URL path, and returns it unchanged; a wrong one fails with
 * a `TypeError` that names the argument, the rule and the value (one message format for every
 * preset and client call).
 *
 * @example
 * const path = `/expensereports/${requireId('reportId', reportId)}`;
 * requireId('expenseType', 'CarSpecification', 'name'); // 'CarSpecification'
 * requireId('reportId', '..'); // TypeError: reportId must be a Uuid: 32 hex digits without dashes (spec 2.1), got "..".
 */
export function requireId(name: string, value: unknown, kind: IdKind = 'uuid'): string {
  const rule = RULES[kind];
  if (typeof value !== 'string' || !rule.holds(value)) {
    const shown = typeof value === 'string' ? JSON.stringify(value) : String(value);
    throw new TypeError(`${name} must be ${rule.says}, got ${shown}.`);
  }
  return value;
}
