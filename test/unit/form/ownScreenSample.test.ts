import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageImports } from '../../tools/packageImports';

const root = join(__dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

// The manual's page "A screen of your own" shows test/browser/readmeScreen.tsx, the screen the
// browser test runs, as a reader of the package writes it.
describe('the manual: "A screen of your own"', () => {
  it('shows test/browser/readmeScreen.tsx, with the package’s import paths and in 30 lines', () => {
    const page = read('stories/manual/03-own-screen.mdx');
    expect(page).toContain("import ownScreen from '../../test/browser/readmeScreen.tsx?raw';");
    expect(page).toContain('<Source code={shown(ownScreen)} language="tsx" />');
    const shown = packageImports(read('test/browser/readmeScreen.tsx'));
    expect(shown).toContain("from 'expense-fields';");
    expect(shown).not.toContain('src/');
    expect(shown.trimEnd().split('\n').length).toBeLessThanOrEqual(30);
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
