import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/** Repository files under a folder, as paths from the root (node_modules and builds left out). */
export function filesUnder(root: string, folder: string): string[] {
  if (!existsSync(join(root, folder))) return [];
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => normalize(join(folder, file)))
    .filter((file) => !/(^|\/)(node_modules|\.next|dist)\//.test(file));
}

const RUNNERS = /\.(test\.(ts|tsx)|stories\.tsx)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

/** The repository files a story or test imports by a relative path (`?raw` imports left out). */
function importedByRunners(root: string): Set<string> {
  const runners = [...filesUnder(root, 'stories'), ...filesUnder(root, 'test')].filter((file) =>
    RUNNERS.test(file),
  );
  const imported = new Set<string>();
  for (const runner of runners) {
    const text = readFileSync(join(root, runner), 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^'?]+)'/g)) {
      const base = normalize(join(dirname(runner), match[1] ?? ''));
      const found = EXTENSIONS.map((extension) => base + extension).find((path) =>
        existsSync(join(root, path)),
      );
      if (found) imported.add(found);
    }
  }
  return imported;
}

/**
 * Is this file run by `npm test`? A test or a story file (stories run as tests), a file one of
 * them imports, or a file of an example app under `test/apps/` that the `apps` project builds
 * (an `test/apps/*.test.ts` names the app's folder).
 *
 * @example
 * testedFiles(root)('stories/manual/examples/QuickStart.tsx'); // true: a story renders it
 */
export function testedFiles(root: string): (path: string) => boolean {
  const imported = importedByRunners(root);
  const appTests = filesUnder(root, 'test/apps')
    .filter((file) => /^test\/apps\/[^/]+\.test\.ts$/.test(file))
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n');
  return (path) => {
    if (RUNNERS.test(path) || imported.has(path)) return true;
    const app = /^test\/apps\/([^/]+)\//.exec(path)?.[1];
    return app !== undefined && appTests.includes(app);
  };
}
