// Node16 / NodeNext consumers resolve the package's .d.ts files as ES modules, where a relative
// import needs its extension: `./client` must read `./client.js` (or `./session/index.js` for a
// folder). vite-plugin-dts writes them as the sources spell them; this rewrites each relative
// specifier of a declaration file, checking the source tree for what it names.
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/**
 * @param {string} content a declaration file's text
 * @param {string} filePath where it is written (below `outDir`)
 * @param {string} outDir the declarations' root, mirroring `srcDir`
 * @param {string} srcDir the sources' root
 * @returns {string}
 */
export function withExtensions(content, filePath, outDir, srcDir) {
  const sourceDir = join(srcDir, relative(outDir, dirname(filePath)));
  return content.replace(SPECIFIER, (match, head, quote, specifier) => {
    if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return match;
    const target = join(sourceDir, specifier);
    const file = ['.ts', '.tsx', '.d.ts'].some((ext) => existsSync(target + ext));
    const folder = !file && existsSync(join(target, 'index.ts'));
    if (!file && !folder) return match;
    return `${head}${quote}${specifier}${folder ? '/index.js' : '.js'}${quote}`;
  });
}
