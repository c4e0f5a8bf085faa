// The files a built entry loads before it runs: itself and every chunk it imports statically,
// transitively. Lazy `import()` chunks are not part of it. Used by the bundle test and by
// .size-limit.js, so both measure the same thing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STATIC_IMPORT = /(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g;

/**
 * @param {string} dir the build's output folder
 * @param {string} entry a file name in it, e.g. `index.js`
 * @returns {string[]} file names, the entry first
 */
export function staticClosure(dir, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(join(dir, file), 'utf8').matchAll(STATIC_IMPORT))
      visit(match[1]);
  };
  visit(entry);
  return [...seen];
}

/**
 * Throws when a file the entry loads statically imports a bare module matching `pattern`.
 *
 * @param {string} dir
 * @param {string} entry
 * @param {RegExp} pattern e.g. /^@zxing\//
 */
export function assertNoStaticImport(dir, entry, pattern) {
  for (const file of staticClosure(dir, entry)) {
    const code = readFileSync(join(dir, file), 'utf8');
    for (const match of code.matchAll(/(?:import|from)\s*["']([^"'.][^"']*)["']/g))
      if (pattern.test(match[1]))
        throw new Error(
          `${entry} loads ${match[1]} statically (through ${file}); it must stay lazy.`,
        );
  }
}
