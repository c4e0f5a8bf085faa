/**
 * A walk's hop table as ARCHITECTURE.md "The walks" prints it: one row per file the path enters,
 * with its room (its folder under `src/`; the engine's folders are rooms of their own).
 */
export interface Walk {
  /** The marker name in ARCHITECTURE.md (`<!-- walk:name -->`). */
  name: string;
  /** The files of the path, outermost first, and the function each was entered by. */
  path: readonly { file: string; name: string }[];
}

/** The room of a file under `src/`: `core/session/save` for the engine's, `react` for the rest. */
export const roomOf = (file: string) => {
  const parts = file.split('/');
  if (parts[0] === 'core' && parts[1] === 'session' && parts.length > 3)
    return parts.slice(0, 3).join('/');
  if (parts[0] === 'core' && parts.length > 2) return parts.slice(0, 2).join('/');
  return parts.length > 1 ? (parts[0] ?? '') : '(top)';
};

/**
 * The table of a walk (between its markers), with its count of hops, files and rooms, and
 * whether a room is entered twice.
 *
 * @example
 * walkTable({ name: 'keystroke', path: [{ file: 'react/fields/fieldInput.ts', name: 'onChange' }] });
 */
export function walkTable({ path }: Walk): string {
  const rooms = path.map(({ file }) => roomOf(file));
  const reentered = [
    ...new Set(rooms.filter((room, n) => rooms.indexOf(room) < n && rooms[n - 1] !== room)),
  ];
  const lines = [
    `${path.length - 1} hops over ${new Set(path.map(({ file }) => file)).size} files in ${new Set(rooms).size} rooms; ` +
      (reentered.length === 0
        ? 'no room entered twice.'
        : `entered again: ${reentered.map((room) => `\`${room}\``).join(', ')}.`),
    '',
    '| hop | file | entered by | room |',
    '| --- | ---- | ---------- | ---- |',
    ...path.map(
      ({ file, name }, n) => `| ${n === 0 ? '' : n} | \`${file}\` | \`${name}\` | ${rooms[n]} |`,
    ),
  ];
  return lines.join('\n');
}

/**
 * The page with each walk's table put between its markers; the markers that are missing, if any.
 *
 * @example
 * const { page, missing } = withWalks(markdown, walks);
 */
export function withWalks(
  page: string,
  walks: readonly Walk[],
): { page: string; missing: string[] } {
  const missing: string[] = [];
  let next = page;
  for (const walk of walks) {
    const pattern = new RegExp(`(<!-- walk:${walk.name} -->)[\\s\\S]*?(<!-- /walk -->)`);
    if (!pattern.test(next)) missing.push(walk.name);
    next = next.replace(
      pattern,
      (_all, open: string, close: string) => `${open}\n\n${walkTable(walk)}\n\n${close}`,
    );
  }
  return { page: next, missing };
}
