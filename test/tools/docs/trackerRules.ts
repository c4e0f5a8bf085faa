/**
 * The repository says what the code does, not how the work on it was organised: no tracker
 * numbers (the word issue or issues, then a number, with or without `#`) and no work sessions
 * (session and a number, or a helper's session). React's error codes (`#418`) and numbers after
 * other words are fine. The fixtures are in `test/unit/docs/noTrackerNumbers.test.ts`.
 */
const TRACKER = /\b(?:issues?|sessions?)\s*#?\s*\d+|\bhelper\s+sessions?\b/gi;

/** One place in a file that cites the tracker or a work session. */
export interface TrackerReference {
  path: string;
  line: number;
  text: string;
}

/**
 * The tracker references in one file's text, with their line numbers (1-based).
 *
 * @example
 * trackerReferences('a.ts', source); // [] when the file cites no tracker number
 */
export function trackerReferences(path: string, text: string): TrackerReference[] {
  const found: TrackerReference[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(TRACKER))
      found.push({ path, line: index + 1, text: match[0] });
  });
  return found;
}
