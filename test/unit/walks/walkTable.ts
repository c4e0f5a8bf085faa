import type { Step } from './roomBoundaries';
import { roomOf, walkFigures } from './walkFigures';

/**
 * A walk as ARCHITECTURE.md "The walks" prints it: one row per hop (a call that carried the datum
 * into another file than the call before), with its room.
 */
export interface Walk {
  /** The marker name in ARCHITECTURE.md (`<!-- walk:name -->`). */
  name: string;
  /** The calls that carried the datum, in the order they began. */
  steps: readonly Step[];
}

/** The figures of a walk in one sentence: hops, files, rooms, rooms entered again, turns. */
export function figuresSentence(steps: readonly Step[]): string {
  const { hops, files, rooms, again, backAndForth } = walkFigures(steps);
  const entered =
    again.length === 0
      ? 'no room entered twice'
      : `entered again: ${again.map(([room, times]) => `\`${room}\` (${times} times)`).join(', ')}`;
  const turns = backAndForth.length === 0 ? '' : `; back and forth: ${backAndForth.join(', ')}`;
  return `${hops.length - 1} hops over ${files} files in ${rooms} rooms; ${entered}${turns}.`;
}

/** Whether the walk meets the targets, reported rather than enforced while the engine moves. */
export const targetsSentence = (steps: readonly Step[]) =>
  `Targets (at most 12 hops; no room entered twice but the screen's, where a walk from it ends): ` +
  `${walkFigures(steps).met ? 'met' : 'missed'}.`;

/**
 * The table of a walk (between its markers), with its count of hops, files and rooms, the rooms
 * entered again, and the targets met or missed.
 *
 * @example
 * walkTable({ name: 'keystroke', steps: [{ file: 'react/fields/fieldInput.ts', name: 'onChange' }] });
 */
export function walkTable({ steps }: Walk): string {
  const { hops } = walkFigures(steps);
  return [
    figuresSentence(steps),
    '',
    '| hop | file | entered by | room |',
    '| --- | ---- | ---------- | ---- |',
    ...hops.map(
      ({ file, name }, n) =>
        `| ${n === 0 ? '' : n} | \`${file}\` | \`${name}\` | ${roomOf(file)} |`,
    ),
    '',
    targetsSentence(steps),
  ].join('\n');
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
