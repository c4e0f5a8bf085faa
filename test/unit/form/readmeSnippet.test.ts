import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageImports } from '../../tools/packageImports';

const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The first tsx block after a heading of the README. */
function blockAfter(readme: string, heading: string): string | undefined {
  const from = readme.indexOf(`\n${heading}\n`);
  if (from < 0) return undefined;
  return /```tsx\n([\s\S]*?)```/.exec(readme.slice(from))?.[1];
}

describe('README "A screen of your own"', () => {
  it('shows test/browser/readmeScreen.tsx as written, with the package’s import paths', () => {
    const block = blockAfter(read('README.md'), '### A screen of your own');
    const file = read('test/browser/readmeScreen.tsx');
    expect(block).toBe(packageImports(file));
    expect(block).toContain("from 'expense-fields';");
    expect(block).not.toContain('src/');
    expect(block?.trimEnd().split('\n').length).toBeLessThanOrEqual(30);
  });

  it('maps each source entry to its package entry, and leaves other imports alone', () => {
    expect(
      packageImports(
        [
          "import { FieldsForm } from '../../src/index';",
          "import { createExpenseClient } from '../../../src/core/index';",
          "import { createFormSession } from '../../src/core/session/index';",
          "import { createMockService } from '../../src/mock';",
          "import '../../src/styles.css';",
          "import { useState } from 'react';",
          "import { Field } from '../../src/react/Field';",
        ].join('\n'),
      ),
    ).toBe(
      [
        "import { FieldsForm } from 'expense-fields';",
        "import { createExpenseClient } from 'expense-fields/core';",
        "import { createFormSession } from 'expense-fields/session';",
        "import { createMockService } from 'expense-fields/mock';",
        "import 'expense-fields/styles.css';",
        "import { useState } from 'react';",
        "import { Field } from '../../src/react/Field';",
      ].join('\n'),
    );
  });
});
