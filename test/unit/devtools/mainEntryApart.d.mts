/** Text only the devtools or the test driver hold, each with what it is. */
export const APART_TEXT: readonly (readonly [string, RegExp])[];
/** Throws when the main entry loads a devtools or test-driver file, or a file holding their text. */
export function assertMainEntryApart(dist: string): void;
