import type { Step } from './roomBoundaries';

/** A place outside `src/` a walk passes (`(the network)`, `(the app)`): no file, no room. */
export const isOutside = (file: string) => file.startsWith('(');

/** The room of a file under `src/`: `core/session/save` for the engine's, `react` for the rest. */
export const roomOf = (file: string) => {
  if (isOutside(file)) return 'outside';
  const parts = file.split('/');
  if (parts[0] === 'core' && parts[1] === 'session' && parts.length > 3)
    return parts.slice(0, 3).join('/');
  if (parts[0] === 'core' && parts.length > 2) return parts.slice(0, 2).join('/');
  return parts.length > 1 ? (parts[0] ?? '') : '(top)';
};

/** What ARCHITECTURE.md "The walks" counts of a walk. */
export interface WalkFigures {
  /** The calls that enter a file other than the one before: the first is the start, no hop. */
  hops: Step[];
  /** Distinct files and rooms of those calls (a place outside `src/` is neither). */
  files: number;
  rooms: number;
  /** Each room left and entered later, with the times it was entered (in the walk's order). */
  again: [room: string, times: number][];
  /** Each visit to a room that goes straight back to the one before (`save ↔ recall ↔ save`). */
  backAndForth: string[];
  /** At most 12 hops, and no room entered again but the screen's, where a walk from it ends. */
  met: boolean;
}

/** The last folder of a room, for the back-and-forth line (`core/session/save` is `save`). */
const shortRoom = (room: string) => room.split('/').at(-1) ?? room;

/**
 * The hops, files, rooms and rooms entered again of the calls a walk noted.
 *
 * @example
 * walkFigures(steps).hops.length - 1; // the walk's hops
 */
export function walkFigures(steps: readonly Step[]): WalkFigures {
  const hops = steps.filter((step, n) => n === 0 || steps[n - 1]?.file !== step.file);
  const rooms = hops.filter(({ file }) => !isOutside(file)).map(({ file }) => roomOf(file));
  // The rooms in the order the walk is in them, a stay in one counted once.
  const visits = rooms.filter((room, n) => n === 0 || rooms[n - 1] !== room);
  const times = new Map<string, number>();
  for (const room of visits) times.set(room, (times.get(room) ?? 0) + 1);
  const again = [...times].filter(([, count]) => count > 1);
  const backAndForth = visits.flatMap((room, n) => {
    const [before, after] = [visits[n - 1], visits[n + 1]];
    return before !== undefined && before === after
      ? [`${shortRoom(before)} ↔ ${shortRoom(room)} ↔ ${shortRoom(after)}`]
      : [];
  });
  // The screen: a walk that starts in a room may end there, its one room entered again.
  const ends = visits.length > 1 && visits[0] === visits.at(-1);
  const met =
    hops.length - 1 <= 12 &&
    again.every(([room, count]) => ends && room === visits[0] && count === 2);
  return {
    hops,
    files: new Set(hops.filter(({ file }) => !isOutside(file)).map(({ file }) => file)).size,
    rooms: times.size,
    again,
    backAndForth: [...new Set(backAndForth)],
    met,
  };
}
