/**
 * The citations of `ARCHITECTURE.md` headings in code comments (ARCHITECTURE.md "House rules":
 * a comment points at the map by a heading's name). A citation is `ARCHITECTURE.md` followed by a
 * quoted name, or `ARCHITECTURE.md ("…")`, also when the comment breaks the line between them.
 */
export interface Citation {
  file: string;
  heading: string;
}

/** The comment markers a wrapped comment line starts with: ` * `, `// `, `{/* `. */
const WRAP = /\n[ \t]*(?:\*(?!\/)|\/\/|\{\/\*)?[ \t]*/g;
const CITE = /ARCHITECTURE\.md\s*\(?"([^"\n]+)"/g;

/**
 * Every heading a text cites.
 *
 * @example
 * citationsIn('a.ts', '// see ARCHITECTURE.md "Rooms"'); // [{ file: 'a.ts', heading: 'Rooms' }]
 */
export function citationsIn(file: string, text: string): Citation[] {
  const joined = text.replace(WRAP, ' ');
  return [...joined.matchAll(CITE)].map((match) => ({ file, heading: match[1] ?? '' }));
}

/**
 * The headings of a markdown page, as cited: backticks dropped.
 *
 * @example
 * headingsOf('## The `version`'); // Set { 'The version' }
 */
export function headingsOf(markdown: string): Set<string> {
  const headings = new Set<string>();
  for (const line of markdown.split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*$/.exec(line)?.[1];
    if (heading) headings.add(heading.replaceAll('`', ''));
  }
  return headings;
}
