/**
 * `text` with each character `unsafe` matches written by `escape`. The `common` one (nearly every
 * text has it: a dot in a property, a `%` in a key) is replaced as a plain string, and the
 * regular expression with a callback per character runs only for a text that has any other: a
 * thousand fields are keyed and given DOM ids at a form's mount (ARCHITECTURE.md "Mount").
 *
 * @example
 * escapeCharacters('a.b(c)', '.', /[.()]/g, (char) => `%${char.charCodeAt(0).toString(16)}`); // 'a%2eb%28c%29'
 */
export function escapeCharacters(
  text: string,
  common: string,
  unsafe: RegExp,
  escape: (char: string) => string,
): string {
  const plain = text.replaceAll(common, escape(common));
  // `search` ignores a global expression's `lastIndex`, which `test` would carry between calls.
  return plain.search(unsafe) >= 0 ? plain.replace(unsafe, escape) : plain;
}
