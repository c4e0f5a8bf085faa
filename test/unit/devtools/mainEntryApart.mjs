// The main entry loads no byte of the devtools nor of the test driver ("size-limit proves
// it"). Used by .size-limit.js and by test/unit/bundle.test.ts, so both check the same thing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { staticClosure } from '../../tools/staticClosure.mjs';

/** Chunk names of the entries kept apart: a file of theirs the main entry loads fails at once. */
const APART_FILES = /^(devtools|testing|DevtoolsPanel)/;

/**
 * Text only the devtools or the driver hold: their class prefix and button, the panel's words,
 * the recorder's format, the driver's mark. A chunk the bundler merged (under any name) still
 * holds them, so the check reads what the main entry loads, not only its file names.
 */
export const APART_TEXT = [
  ['the devtools class prefix', /\befd-/],
  ['the devtools button', /Fields devtools/],
  ['the devtools panel', /Copy as cURL|Clear the timeline/],
  ['the session recorder', /expense-fields\/recording@1/],
  ['the test driver', /data-ef-driver/],
];

/**
 * Throws naming the file and what it holds when the main entry (`index.js` and every chunk it
 * imports statically) loads a devtools or test-driver file, or a file holding their text.
 *
 * @param {string} dist the build's output folder
 */
export function assertMainEntryApart(dist) {
  for (const file of staticClosure(dist, 'index.js')) {
    if (APART_FILES.test(file))
      throw new Error(
        `The main entry loads ${file}: the devtools and testing entries must stay apart.`,
      );
    const code = readFileSync(join(dist, file), 'utf8');
    for (const [what, pattern] of APART_TEXT)
      if (pattern.test(code))
        throw new Error(
          `The main entry loads ${file}, which holds ${what} (${pattern}): the devtools and testing entries must stay apart.`,
        );
  }
}
