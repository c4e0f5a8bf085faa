// Issue 26: the README's "Testing your screen" examples are tests of this repository, shown as a
// reader of the package writes them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageImports } from '../../tools/packageImports';

const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The code blocks of one README section, in order. */
function blocksOf(readme: string, heading: string): string[] {
  const from = readme.indexOf(`\n${heading}\n`);
  if (from < 0) return [];
  const rest = readme.slice(from + heading.length + 2);
  const section = rest.slice(0, rest.search(/\n#{2,3} /));
  return [...section.matchAll(/```tsx?\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
}

/** The demo e2e test between its `readme-start` and `readme-end` lines, out-dented. */
function markedTest(file: string): string {
  const body = /\/\/ readme-start\n([\s\S]*?)\s*\/\/ readme-end/.exec(file)?.[1] ?? '';
  return `${body.replace(/^ {2}/gm, '')}\n`;
}

describe('README "Testing your screen"', () => {
  const blocks = blocksOf(read('README.md'), '### Testing your screen');

  it('shows the Vitest + Testing Library example as the test runs it', () => {
    const file = read('test/unit/testing/readmeExample.test.tsx');
    expect(blocks[0]).toBe(packageImports(file));
    expect(blocks[0]).toContain("from 'expense-fields/testing';");
    expect(blocks[0]).not.toContain('src/');
  });

  it('shows the Playwright example as the demo e2e test runs it', () => {
    const test = markedTest(read('test/e2e/demo.e2e.test.ts'));
    expect(test).toContain('createFormDriver(page)');
    expect(blocks[1]).toBe(
      `import { createFormDriver } from 'expense-fields/testing';\n\n// \`browser\` and \`url\`: your Playwright set-up (a launched browser, your page's address).\n${test}`,
    );
  });
});
