// The manual's page "Testing your screen" shows two tests as a reader of the package writes them:
// the Vitest + Testing Library example whole (the test of the example app test/apps/testing-guide),
// and one test of the demo's Playwright suite.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { marked } from '../../../stories/manual/support/shown';

const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the manual: "Testing your screen"', () => {
  const page = read('stories/manual/04-testing.mdx');

  it('shows the Vitest + Testing Library example as the example app runs it', () => {
    expect(page).toContain(
      "import vitestExample from '../../test/apps/testing-guide/src/saveAnyway.test.tsx?raw';",
    );
    expect(page).toContain('<Source code={vitestExample} language="tsx" />');
    const example = read('test/apps/testing-guide/src/saveAnyway.test.tsx');
    expect(example).toContain("from 'expense-fields/testing';");
    expect(example).not.toContain('src/');
  });

  it('shows the Playwright example as the demo e2e test runs it', () => {
    expect(page).toContain("import demoTest from '../../test/e2e/demo.e2e.test.ts?raw';");
    expect(page).toContain('<Source code={shown(marked(demoTest))} language="ts" />');
    const test = marked(read('test/e2e/demo.e2e.test.ts'));
    expect(test).toMatch(/^it\('saves a report over the limit once the user saves anyway'/);
    expect(test).toContain('createFormDriver(page)');
    expect(test.trimEnd().endsWith('}, 60_000);')).toBe(true);
  });
});
