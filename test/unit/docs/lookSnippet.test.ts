import { describe, expect, it } from 'vitest';
import { lookSnippet } from '../../../stories/support/lookSnippet';

const SNIPPET = [
  "import { FieldsForm } from 'expense-fields';",
  "import { MOCK_TOKEN } from 'expense-fields/mock';",
  "import 'expense-fields/styles.css';",
  '',
  '/** Drawn as `<FieldsForm source={source} />` in an app. */',
  'export function Example() {',
  '  return (',
  '    <FieldsForm',
  '      source={source}',
  '      locale="sv"',
  '    />',
  '  );',
  '}',
  '',
  'export const Small = () => <FieldsForm source={source} />;',
].join('\n');

describe('"Show code" in the toolbar\'s look', () => {
  it('imports the look after the imports, gives its controls to each form drawn, drops our stylesheet', () => {
    const mui = lookSnippet(SNIPPET, 'mui');
    expect(mui.split('\n').slice(0, 4)).toEqual([
      "// Drawn in Material UI, inside your app's ThemeProvider: no stylesheet of ours.",
      "import { FieldsForm } from 'expense-fields';",
      "import { MOCK_TOKEN } from 'expense-fields/mock';",
      "import { muiControls } from 'expense-fields/mui';",
    ]);
    expect(mui).toContain('    <FieldsForm\n      controls={muiControls}\n      source={source}');
    expect(mui).toContain('() => <FieldsForm controls={muiControls} source={source} />');
    // The form named in a doc comment is not a form drawn.
    expect(mui).toContain('/** Drawn as `<FieldsForm source={source} />` in an app. */');
    expect(mui).not.toContain('styles.css');
    expect(lookSnippet(SNIPPET, 'shadcn')).toContain(
      "import { shadcnControls } from 'expense-fields/shadcn';",
    );
  });

  it('leaves the default look, a snippet with no form and a look of its own as they are', () => {
    expect(lookSnippet(SNIPPET, 'default')).toBe(SNIPPET);
    expect(lookSnippet(SNIPPET, undefined)).toBe(SNIPPET);
    const noForm = "import { createExpenseClient } from 'expense-fields/core';\n\nexport {};";
    expect(lookSnippet(noForm, 'mui')).toBe(noForm);
    const own = SNIPPET.replace('source={source}\n', 'source={source}\n      controls={mine}\n');
    expect(lookSnippet(own, 'mui')).toBe(own);
  });
});
