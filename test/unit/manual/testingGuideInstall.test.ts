// @vitest-environment node
// The manual's page "Testing your screen" tells a reader what to install; its example app
// (test/apps/testing-guide, built and tested by the `apps` project with only the packages its
// package.json lists) is the proof that those are enough. So the page's install lines must name
// exactly that package.json's packages: `npm install -D` its devDependencies, `npm install` its
// dependencies, and it shows the app's own vite.config.ts and test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const page = read('stories/manual/04-testing.mdx');
const app = JSON.parse(read('test/apps/testing-guide/package.json')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The packages of the page's `npm install` lines, by whether the line saves them as dev ones. */
function installLines(mdx: string): { dependencies: string[]; devDependencies: string[] } {
  const dependencies: string[] = [];
  const devDependencies: string[] = [];
  for (const [, args = ''] of mdx.matchAll(/^npm install\b(.*)$/gm)) {
    const words = (args.split('#')[0] ?? '').trim().split(/\s+/).filter(Boolean);
    const dev = words.some((word) => word === '-D' || word === '--save-dev');
    (dev ? devDependencies : dependencies).push(...words.filter((word) => !word.startsWith('-')));
  }
  return { dependencies: dependencies.sort(), devDependencies: devDependencies.sort() };
}

describe('the manual: "Testing your screen" installs what its example app lists', () => {
  it('`npm install -D` names the app’s devDependencies, `npm install` its dependencies', () => {
    expect(installLines(page)).toEqual({
      dependencies: Object.keys(app.dependencies).sort(),
      devDependencies: Object.keys(app.devDependencies).sort(),
    });
  });

  it('shows the app’s vite.config.ts, whose first line brings the vitest/config types', () => {
    expect(page).toContain(
      "import vitestConfig from '../../test/apps/testing-guide/vite.config.ts?raw';",
    );
    expect(page).toContain('<Source code={vitestConfig} language="ts" />');
    const config = read('test/apps/testing-guide/vite.config.ts');
    expect(config.startsWith('/// <reference types="vitest/config" />\n')).toBe(true);
    expect(config).toContain("test: { environment: 'jsdom' }");
  });
});
