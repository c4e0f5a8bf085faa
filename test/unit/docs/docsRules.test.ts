// @vitest-environment node
// The docs check's rules on pages made up here: each catches what it is for (test/tools/docs).
import { describe, expect, it } from 'vitest';
import { exportProblems } from '../../tools/docs/exportRules';
import { linkProblems, type LinkWorld } from '../../tools/docs/linkRules';
import { headingSlugs, scanFences, slugOf } from '../../tools/docs/markdown';
import { sampleImportProblems, sourceProblems } from '../../tools/docs/sourceRules';
import {
  codeBlockProblems,
  fenceProblems,
  placeholderProblems,
  scriptProblems,
} from '../../tools/docs/textRules';

const page = (text: string) => ({ path: 'stories/manual/99-page.mdx', text });
const readme = (text: string) => ({ path: 'README.md', text });
const fence = (language: string, body: string) => `\`\`\`${language}\n${body}\`\`\`\n`;

describe('code blocks', () => {
  const sample = "import { FieldsForm } from 'expense-fields';\n";

  it('fails a page of the manual that gets a typed code block', () => {
    const text = `# A page\n\nSome prose.\n\n${fence('tsx', '<FieldsForm source={source} />\n')}`;
    expect(codeBlockProblems(page(text), [])).toEqual([
      'stories/manual/99-page.mdx line 5: a tsx block typed into the page: show a tested file with <Source>',
    ]);
    for (const language of ['ts', 'js', 'jsx', 'json', 'javascript', 'typescript'])
      expect(codeBlockProblems(page(fence(language, '{}\n')), [])).toHaveLength(1);
  });

  it('lets a page type shell lines, and refuses a block that names no language', () => {
    expect(codeBlockProblems(page(fence('sh', 'npm test\n')), [])).toEqual([]);
    expect(codeBlockProblems(page(fence('', 'npm test\n')), [])).toEqual([
      'stories/manual/99-page.mdx line 1: a block without a known language ("")',
    ]);
  });

  it('lets the README show a tested sample only as written', () => {
    expect(codeBlockProblems(readme(fence('tsx', sample)), [sample])).toEqual([]);
    expect(codeBlockProblems(readme(fence('tsx', `${sample}// typed\n`)), [sample])).toEqual([
      'README.md line 1: a tsx block that is not a tested sample as written',
    ]);
  });
});

describe('fences', () => {
  it('finds a four-backtick block that runs on because a fence line cannot close it', () => {
    const text = `${'````'}tsx\nawait x;\n\`\`\` Dates with a time…\n\n### Languages\n${'````'}\n`;
    expect(fenceProblems(readme(text))).toEqual([
      'README.md line 3: a fence line inside the block opened at line 1 does not close it',
    ]);
  });

  it('finds a fence that never closes, and reads a closed one', () => {
    expect(fenceProblems(readme('```sh\nnpm test\n'))).toEqual([
      'README.md line 1: a fence that never closes',
    ]);
    expect(scanFences(fence('sh', 'npm ci\n')).fences).toEqual([
      { language: 'sh', line: 1, body: 'npm ci\n' },
    ]);
  });
});

describe('placeholders and scripts', () => {
  it('finds words left behind, in prose and code', () => {
    const text = 'Done.\n\nSTORY_SWEEP\n\nTODO: the table\n\nLorem ipsum.\n';
    expect(placeholderProblems(readme(text))).toEqual([
      'README.md line 3: placeholder "STORY_SWEEP"',
      'README.md line 5: placeholder "TODO"',
      'README.md line 7: placeholder "Lorem"',
    ]);
    expect(placeholderProblems(readme('a todo list, a fixme-free page'))).toEqual([]);
  });

  it('finds an npm script package.json does not have', () => {
    expect(scriptProblems(readme('`npm run docs` and `npm run nope`'), new Set(['docs']))).toEqual([
      'README.md line 1: "npm run nope" is not a script of package.json',
    ]);
  });
});

describe('links', () => {
  const world: LinkWorld = {
    exists: (path) => path === 'stories/manual/01-a.mdx' || path === 'ARCHITECTURE.md',
    slugsByPath: new Map([
      ['stories/manual/01-a.mdx', new Set(['install'])],
      ['README.md', new Set(['quick-start'])],
    ]),
    docsPages: new Map([['manual-a', new Set(['install'])]]),
  };

  it('resolves files, anchors and Storybook pages, and names what does not', () => {
    const text = [
      '[a](stories/manual/01-a.mdx#install) [b](#quick-start) [c](https://example.com)',
      '[d](stories/manual/02-none.mdx) [e](stories/manual/01-a.mdx#nowhere) [f](#nowhere)',
    ].join('\n');
    expect(linkProblems(readme(text), world)).toEqual([
      'README.md: [..](stories/manual/02-none.mdx): no file stories/manual/02-none.mdx',
      'README.md: [..](stories/manual/01-a.mdx#nowhere): no heading "#nowhere" in stories/manual/01-a.mdx',
      'README.md: [..](#nowhere): no heading "#nowhere" on this page',
    ]);
  });

  it('links pages in Storybook by ?path=, never by file', () => {
    const text =
      '[a](?path=/docs/manual-a--docs#install) [b](?path=/docs/manual-b--docs) [c](../../ARCHITECTURE.md)';
    expect(linkProblems(page(text), world)).toEqual([
      'stories/manual/99-page.mdx: [..](?path=/docs/manual-b--docs): no Storybook docs page "manual-b"',
      'stories/manual/99-page.mdx: [..](../../ARCHITECTURE.md): a file link does not open in Storybook: link a docs page (?path=/docs/…) or import the file',
    ]);
  });

  it('slugs headings as github-slugger does', () => {
    expect(slugOf("Every scenario's fields")).toBe('every-scenarios-fields');
    expect([...headingSlugs('# A\n## Same\n## Same\n')]).toEqual(['a', 'same', 'same-1']);
  });
});

describe('exports', () => {
  const exports = new Map([
    ['expense-fields', new Set(['FieldsForm', 'useField'])],
    ['expense-fields/mock', new Set(['createMockService'])],
  ]);

  it('finds components, hooks and factories the package does not export', () => {
    const text =
      'Use `<FieldsForm>`, `useField(p)`, `createMockService()`, `form.submit()`.\n\n`<FieldForm />` and `useFeild(p)`.';
    expect(exportProblems(readme(text), exports)).toEqual([
      'README.md line 3: `FieldForm` is not exported by any entry of the package',
      'README.md line 3: `useFeild` is not exported by any entry of the package',
    ]);
  });

  it('finds a name a code block imports from an entry that lacks it', () => {
    const text = fence(
      'ts',
      "import { createMockService, MOCK_TOKEN } from 'expense-fields/mock';\n",
    );
    expect(exportProblems(readme(text), exports)).toEqual([
      'README.md line 1: expense-fields/mock does not export `MOCK_TOKEN` (imported in a code block)',
    ]);
  });
});

describe('<Source>', () => {
  const text = [
    "import shownFile from './examples/A.tsx?raw';",
    "import untested from './examples/B.tsx?raw';",
    '',
    '<Source code={shown(shownFile)} language="tsx" />',
    '<Source code={\'const typed = 1;\'} language="ts" />',
    '<Source code={`const typed = 2;`} language="ts" />',
    '<Source of={Stories.Default} />',
    '<pre>const typed = 3;</pre>',
  ].join('\n');

  it('shows tested files and stories, never typed code', () => {
    const tested = (path: string) => path.endsWith('A.tsx');
    expect(sourceProblems(page(text), () => true, tested)).toEqual([
      "stories/manual/99-page.mdx line 5: <Source code={'const typed = 1;'}> shows no ?raw import of a tested file",
      'stories/manual/99-page.mdx line 6: <Source code={`const typed = 2;`}> shows no ?raw import of a tested file',
      'stories/manual/99-page.mdx line 8: <pre> typed into the page',
      'stories/manual/99-page.mdx line 2: stories/manual/examples/B.tsx is shown but nothing in npm test runs it',
    ]);
  });
});

describe('samples', () => {
  it('finds a shown file that imports what a reader does not have', () => {
    const text =
      "import a from './examples/A.tsx?raw';\nimport b from '../../test/apps/x/page.jsx?raw';";
    const files: Record<string, string> = {
      'stories/manual/examples/A.tsx':
        "import { FieldsForm } from '../../../src/index';\nimport { helper } from './helper';\n",
      'test/apps/x/page.jsx': "import { ReportForm } from './ReportForm';\n",
    };
    const show = (code: string) => code.replace('../../../src/index', 'expense-fields');
    expect(sampleImportProblems(page(text), (path) => files[path] ?? '', show)).toEqual([
      'stories/manual/99-page.mdx line 1: stories/manual/examples/A.tsx imports ./helper, which a reader of the package does not have',
    ]);
  });
});
