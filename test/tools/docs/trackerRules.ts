/**
 * The repository says what the code does, not how the work on it was organised: no tracker
 * numbers ("issue 23", "issues 26 and 27", "Issue #9") and no work sessions ("session 15",
 * "a helper session"). React's error codes (`#418`) and numbers after other words are fine.
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
 * trackerReferences('a.ts', '// fine\n// see issue 12\n'); // [{ path: 'a.ts', line: 2, text: 'issue 12' }]
 */
export function trackerReferences(path: string, text: string): TrackerReference[] {
  const found: TrackerReference[] = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(TRACKER))
      found.push({ path, line: index + 1, text: match[0] });
  });
  return found;
}
