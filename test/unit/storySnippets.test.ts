import { join } from 'node:path';
import { composeStories } from '@storybook/react-vite';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { formSnippet } from '../../stories/support/formSnippet';
import type { FormScene } from '../../stories/support/formStory';
import { SNIPPET_MODULES } from '../../stories/support/snippetWriter';
import { storySnippet } from '../../stories/support/storySnippet';

/**
 * "Show code" on every story is a file a reader can copy. Every story of every story
 * file has a snippet (`parameters.docs.source.code`) that imports only the package's public
 * entries and its peers and type-checks against them; a form story's snippet is the one its
 * args make.
 */

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

/** The looks of the toolbar other than the default one ("Show code" is written for each). */
const LOOKS = ['mui', 'shadcn'] as const;

interface CollectedStory {
  name: string;
  code: string | undefined;
  /** The snippet in each design system's look (the toolbar's `look` global). */
  inLook: Record<(typeof LOOKS)[number], string | undefined>;
  args: Record<string, unknown>;
  scene: FormScene | undefined;
}

const stories: CollectedStory[] = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(
    composeStories(module) as Record<string, { parameters: unknown; args: unknown }>,
  ).map(([exportName, story]) => {
    const parameters = story.parameters as { formScene?: FormScene };
    return {
      name: `${file.replace('../../stories/', '')} ${exportName}`,
      code: storySnippet(story.parameters, story.args as Record<string, unknown>),
      inLook: {
        mui: storySnippet(story.parameters, story.args as Record<string, unknown>, 'mui'),
        shadcn: storySnippet(story.parameters, story.args as Record<string, unknown>, 'shadcn'),
      },
      args: story.args as Record<string, unknown>,
      scene: parameters.formScene,
    };
  }),
);

const root = `${join(__dirname, '../..')}/`;
/** Snippets are virtual files inside the repository, so `react` resolves from node_modules. */
const virtualDir = `${root}stories/__snippets__/`;
const STYLES_DECLARATION = `${virtualDir}styles.d.ts`;

/** The package's entries as its `exports` name them, on the sources (not dist/). */
const ENTRY_PATHS: Record<string, string[]> = {
  'expense-fields': [`${root}src/index.ts`],
  'expense-fields/core': [`${root}src/core/index.ts`],
  'expense-fields/session': [`${root}src/core/session/index.ts`],
  'expense-fields/mock': [`${root}src/mock/index.ts`],
  'expense-fields/devtools': [`${root}src/devtools/index.ts`],
  'expense-fields/testing': [`${root}src/testing/index.ts`],
  'expense-fields/mui': [`${root}src/looks/mui/index.ts`],
  'expense-fields/shadcn': [`${root}src/looks/shadcn/index.ts`],
  'expense-fields/styles.css': [STYLES_DECLARATION],
};

/** Why a snippet is not one a reader can copy, or [] when it is. */
function importProblems(code: string): string[] {
  const allowed: readonly string[] = SNIPPET_MODULES;
  return ts
    .preProcessFile(code, true, true)
    .importedFiles.map((file) => file.fileName)
    .filter((name) => !allowed.includes(name))
    .map((name) => `imports ${name}, which is not a public entry of the package nor a peer`);
}

/** Type-checks every snippet in one program, each a virtual file; diagnostics by snippet name. */
function typeProblems(snippets: ReadonlyMap<string, string>): Map<string, string[]> {
  const files = new Map<string, string>([[STYLES_DECLARATION, 'export {};']]);
  const fileOf = new Map<string, string>();
  [...snippets.keys()].forEach((name, index) => {
    const path = `${virtualDir}snippet${index}.tsx`;
    files.set(path, snippets.get(name) ?? '');
    fileOf.set(name, path);
  });
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noUncheckedIndexedAccess: true,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['vite/client'],
    paths: ENTRY_PATHS,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (path) => files.has(path) || fileExists.call(host, path);
  host.readFile = (path) => files.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const text = files.get(path);
    return text === undefined
      ? getSourceFile.call(host, path, language, ...rest)
      : ts.createSourceFile(path, text, language, true, ts.ScriptKind.TSX);
  };
  const program = ts.createProgram([...fileOf.values()], options, host);
  const problems = new Map<string, string[]>();
  for (const [name, path] of fileOf) {
    const source = program.getSourceFile(path);
    const diagnostics = source
      ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]
      : [];
    problems.set(
      name,
      diagnostics.map((diagnostic) => {
        const line =
          diagnostic.file && diagnostic.start !== undefined
            ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line + 1
            : 0;
        return `line ${line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
      }),
    );
  }
  return problems;
}

/** Snippets that must fail: a prop FieldsForm does not have, a story helper, an internal import. */
const BROKEN = new Map([
  ['broken: wrong prop', formSnippet({ locale: 'sv', ...{ lable: 'Report' } })],
  [
    'broken: story helper',
    `import { StoryForm } from 'expense-fields';\n\nexport const Example = () => <StoryForm />;`,
  ],
  [
    'broken: internal import',
    `import { Field } from '../../src/react/fields/Field';\n\nexport const Example = Field;`,
  ],
]);

/** The forms a snippet draws: `<FieldsForm` outside comments (a doc comment may name one). */
const drawnForms = (code: string) =>
  code
    .split('\n')
    .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
    .join('\n')
    .split('<FieldsForm').length - 1;

describe('story snippets ("Show code")', () => {
  let checked: Map<string, string[]>;
  beforeAll(() => {
    const snippets = new Map(
      stories.flatMap((story) => [
        ...(story.code ? [[story.name, story.code] as const] : []),
        // A look's snippet where it differs from the default one's.
        ...LOOKS.flatMap((look) => {
          const code = story.inLook[look];
          return code && code !== story.code ? [[`${story.name} [${look}]`, code] as const] : [];
        }),
      ]),
    );
    checked = typeProblems(new Map([...snippets, ...BROKEN]));
  }, 120_000);

  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(25);
    expect(stories.length).toBeGreaterThan(100);
  });

  it('gives every story a snippet', () => {
    expect(stories.filter((story) => !story.code?.trim()).map((story) => story.name)).toEqual([]);
  });

  it('imports only the public entries and peers', () => {
    const problems = stories.flatMap((story) =>
      importProblems(story.code ?? '').map((problem) => `${story.name}: ${problem}`),
    );
    expect(problems).toEqual([]);
    expect(importProblems(BROKEN.get('broken: internal import') ?? '')).toHaveLength(1);
  });

  it('type-checks every snippet against the package, in every look', () => {
    const problems = [...checked]
      .filter(([name]) => !BROKEN.has(name))
      .flatMap(([name, found]) => found.map((problem) => `${name}: ${problem}`));
    expect(problems).toEqual([]);
    expect(checked.size).toBeGreaterThan(stories.length);
  });

  it("writes a form's snippet for the toolbar's look: its entry, its controls, no default stylesheet", () => {
    // A snippet that is a look of its own (its own controls, a design system's example) stays.
    const ownLook = (code: string) => /expense-fields\/(mui|shadcn)'|\scontrols=\{/.test(code);
    const forms = stories.filter(
      (story) => story.code?.includes('<FieldsForm') && !ownLook(story.code),
    );
    expect(forms.length).toBeGreaterThan(50);
    const own = stories.filter((story) => story.code && ownLook(story.code));
    expect(own.length).toBeGreaterThan(3);
    for (const story of own) expect(story.inLook).toEqual({ mui: story.code, shadcn: story.code });
    const wrong = forms.flatMap((story) =>
      LOOKS.flatMap((look) => {
        const code = story.inLook[look] ?? '';
        const controls = `${look}Controls`;
        const right =
          code.includes(`import { ${controls} } from 'expense-fields/${look}';`) &&
          drawnForms(code) > 0 &&
          drawnForms(code) === code.split(`controls={${controls}}`).length - 1 &&
          !code.includes("import 'expense-fields/styles.css'");
        return right ? [] : [`${story.name} [${look}]`];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('fails a snippet with a wrong prop or a name the package does not export', () => {
    expect(checked.get('broken: wrong prop')?.join('\n')).toMatch(/lable/);
    expect(checked.get('broken: story helper')?.join('\n')).toMatch(
      /no exported member 'StoryForm'/,
    );
  });

  it("shows each form story's own args", () => {
    const drifted = stories
      .filter((story) => story.scene && story.code !== formSnippet(story.args, story.scene))
      .map((story) => story.name);
    expect(drifted).toEqual([]);
  });
});
