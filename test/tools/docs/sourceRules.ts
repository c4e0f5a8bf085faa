import { dirname, join, normalize } from 'node:path';
import { lineAt, type DocFile } from './docFile';
import { withoutCodeSpans, withoutFences } from './markdown';

/** A file whose text a page imports (`import x from '…?raw'`), by the name it is bound to. */
export interface RawImport {
  name: string;
  /** Repository path of the file. */
  path: string;
  line: number;
}

/** The `?raw` imports of an MDX page. */
export function rawImports(doc: DocFile): RawImport[] {
  return [...doc.text.matchAll(/^import\s+(\w+)\s+from\s+'([^']+)\?raw';/gm)].map((match) => ({
    name: match[1] ?? '',
    path: normalize(join(dirname(doc.path), match[2] ?? '')),
    line: lineAt(doc.text, match.index),
  }));
}

/**
 * The `<Source …>` elements of a page (fences blanked), their attribute text and line: found where
 * inline code is blanked (a `<Source>` in backticks is prose), read where it is not.
 */
function sourceBlocks(prose: string): { attributes: string; line: number }[] {
  return [...withoutCodeSpans(prose).matchAll(/<Source\b([\s\S]*?)\/>/g)].map((match) => ({
    attributes: prose.slice(match.index + '<Source'.length, match.index + match[0].length - 2),
    line: lineAt(prose, match.index),
  }));
}

/** Why one `<Source>` does not show a tested file, or null. */
function sourceProblem(attributes: string, raw: readonly string[]): string | null {
  if (/\bof=\{/.test(attributes)) return null;
  const code = /\bcode=\{([^}]*)\}/.exec(attributes)?.[1];
  if (code === undefined) return '<Source> without code={…} of a ?raw import, nor of={story}';
  const names = code.match(/[A-Za-z_$][\w$]*/g) ?? [];
  // Code of a file, maybe cut (`marked(file)`, `cssRule(css, ':root')`), never a typed literal.
  return names.some((name) => raw.includes(name)) && !/`|^\s*['"]/.test(code)
    ? null
    : `<Source code={${code}}> shows no ?raw import of a tested file`;
}

/**
 * Code an MDX page shows that is not run: a `<Source>` whose code is typed (a string) rather than
 * a `?raw` import or a story (`of`), a `<pre>` block, and a `?raw` import of a file that is
 * missing or that nothing in `npm test` runs (`isTested`; a Markdown table is a page's prose).
 *
 * @example
 * sourceProblems({ path: 'a.mdx', text: "<Source code={'const a = 1;'} />" }, () => true, () => true);
 * // ['a.mdx line 1: <Source code={\'const a = 1;\'}> shows no ?raw import of a tested file']
 */
export function sourceProblems(
  doc: DocFile,
  exists: (path: string) => boolean,
  isTested: (path: string) => boolean,
): string[] {
  const imports = rawImports(doc);
  const raw = imports.map((entry) => entry.name);
  const prose = withoutFences(doc.text);
  const shown = sourceBlocks(prose).flatMap(({ attributes, line }) => {
    const problem = sourceProblem(attributes, raw);
    return problem ? [`${doc.path} line ${line}: ${problem}`] : [];
  });
  const pre = [...withoutCodeSpans(prose).matchAll(/<pre\b/g)].map(
    (match) => `${doc.path} line ${lineAt(prose, match.index)}: <pre> typed into the page`,
  );
  const files = imports.flatMap(({ path, line }) => {
    if (!exists(path)) return [`${doc.path} line ${line}: no file ${path}`];
    // A Markdown part (a table) is prose of the manual: the docs check reads it as a page.
    return path.endsWith('.md') || isTested(path)
      ? []
      : [`${doc.path} line ${line}: ${path} is shown but nothing in npm test runs it`];
  });
  return [...shown, ...pre, ...files];
}

/** Imports a reader could not copy: relative paths, once the sources' entries are the package's. */
const RELATIVE_IMPORT = /(?:from|import)\s+'(\.{1,2}\/[^']*)'/g;

/**
 * Samples a reader could not copy: a shown file (stories, tests) that, with its imports of the
 * sources written as the package's entries (`show`), still imports a relative path. An example
 * app's files (`test/apps/`) may import each other; a file shown only in part (`marked(file)`: one
 * test of a suite) is not read whole.
 *
 * @example
 * sampleImportProblems(doc, readFile, packageImports);
 */
export function sampleImportProblems(
  doc: DocFile,
  read: (path: string) => string,
  show: (code: string) => string,
): string[] {
  return rawImports(doc)
    .filter(({ path }) => /\.(tsx?|jsx?)$/.test(path) && !path.startsWith('test/apps/'))
    .filter(({ name }) => !doc.text.includes(`marked(${name})`))
    .flatMap(({ path, line }) =>
      [...show(read(path)).matchAll(RELATIVE_IMPORT)].map(
        (match) =>
          `${doc.path} line ${line}: ${path} imports ${match[1]}, which a reader of the package does not have`,
      ),
    );
}
