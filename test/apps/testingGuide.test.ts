// The manual's "Testing your screen" set-up as a reader's app (testing-guide/, the shape
// `npm create vite@latest -- --template react-ts` makes): outside the repository, with only the
// packages its package.json lists and the packed tarball, `npm run build` (`tsc -b && vite build`)
// exits 0 and `npm test` runs the guide's test, which passes. The same app with a package left out
// of its package.json fails, naming the package; without the vitest/config types, the `test` key of
// vite.config.ts fails `tsc -b`, which is why the guide says to add them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isolatedApp, type IsolatedApp } from './isolatedApp';

let app: IsolatedApp;
beforeAll(() => {
  app = isolatedApp('testing-guide');
});
afterAll(() => app?.remove());

it('builds with `tsc -b && vite build` and runs the guide’s test with only the listed packages', async () => {
  const build = await app.run('build');
  expect(build.output).toMatch(/✓ built in/);
  expect(build.code).toBe(0);

  // Vitest's 5 s per test is the app's; on this busy machine the form's first load alone has
  // taken longer.
  const test = await app.run('test', ['--testTimeout=60000']);
  expect(test.output).toMatch(/✓ src\/saveAnyway\.test\.tsx \(1 test\)/);
  expect(test.output).toMatch(/Tests\s+1 passed \(1\)/);
  expect(test.code).toBe(0);
});

it('fails `tsc -b` on the `test` key when vite.config.ts lacks the vitest/config types', async () => {
  // The same copy: `tsc -b` checks again only what changed since the build above.
  const config = join(app.dir, 'vite.config.ts');
  const written = readFileSync(config, 'utf8');
  const reference = '/// <reference types="vitest/config" />\n';
  expect(written.startsWith(reference)).toBe(true);
  writeFileSync(config, written.slice(reference.length));
  try {
    const build = await app.run('build');
    expect(build.output).toMatch(/vite\.config\.ts\(\d+,\d+\): error TS2769: No overload matches/);
    expect(build.output).toMatch(/'test' does not exist in type 'UserConfigExport'/);
    expect(build.code).not.toBe(0);
  } finally {
    writeFileSync(config, written);
  }
});

it('fails to build, naming the package, when @testing-library/react is not in package.json', async () => {
  const without = isolatedApp('testing-guide', { leaveOut: ['@testing-library/react'] });
  try {
    const build = await without.run('build');
    expect(build.output).toMatch(
      /src\/saveAnyway\.test\.tsx\(\d+,\d+\): error TS2307: Cannot find module '@testing-library\/react'/,
    );
    expect(build.code).not.toBe(0);
  } finally {
    without.remove();
  }
});
