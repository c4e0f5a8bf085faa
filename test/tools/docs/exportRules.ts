import { lineAt, type DocFile } from './docFile';
import { codeSpans, scanFences, withoutFences } from './markdown';

/**
 * Components, hooks and factories a page may cite that are not ours: React's, the platform's,
 * and the Storybook blocks the manual is written with.
 */
export const NOT_OURS: ReadonlySet<string> = new Set([
  'Source',
  'Markdown',
  'Meta',
  'QueryClientProvider',
  'Suspense',
  'StrictMode',
  'createRoot',
  'createImageBitmap',
  'useState',
  'useSyncExternalStore',
  'useForm',
]);

/**
 * `<Name …>` (a component) and `useName(…)` / `createName(…)` (a hook, a factory) at the start of
 * an inline code span. Other calls are left alone: `submit()`, `values()` name methods of objects
 * the package returns, not exports.
 */
function citedNames(prose: string): { name: string; offset: number }[] {
  return codeSpans(prose).flatMap(({ text, offset }) => {
    const name =
      /^<([A-Z]\w*)[\s/>]/.exec(text)?.[1] ?? /^((?:use|create)[A-Z][\w$]*)\(/.exec(text)?.[1];
    return name ? [{ name, offset }] : [];
  });
}

/** `import { a, type B } from 'expense-fields…'` in a page's code blocks: entry and names. */
function importedNames(doc: DocFile): { entry: string; name: string; line: number }[] {
  return scanFences(doc.text).fences.flatMap((fence) =>
    [...fence.body.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(expense-fields[^']*)'/g)]
      .map((match) => ({ names: match[1] ?? '', entry: match[2] ?? '' }))
      .flatMap(({ names, entry }) =>
        names
          .split(',')
          .map((part) => part.trim().replace(/^type\s+/, ''))
          .filter(Boolean)
          .map((name) => ({ entry, name, line: fence.line })),
      ),
  );
}

/**
 * Names the page cites that the package does not export: a component, a hook or a factory at the
 * start of an inline code span (`<FieldsForm>`, `useField(property)`, `createMockService()`), and
 * every name a code block imports from one of the package's entries.
 *
 * @example
 * exportProblems({ path: 'a.mdx', text: 'Use `<FieldForm>`.' }, exports);
 * // ['a.mdx line 1: `FieldForm` is not exported by any entry of the package']
 */
export function exportProblems(
  doc: DocFile,
  exports: ReadonlyMap<string, ReadonlySet<string>>,
): string[] {
  const all = new Set([...exports.values()].flatMap((names) => [...names]));
  const prose = withoutFences(doc.text);
  const cited = citedNames(prose)
    .filter(({ name }) => !all.has(name) && !NOT_OURS.has(name))
    .map(
      ({ name, offset }) =>
        `${doc.path} line ${lineAt(prose, offset)}: \`${name}\` is not exported by any entry of the package`,
    );
  const imported = importedNames(doc)
    .filter(({ entry, name }) => !exports.get(entry)?.has(name))
    .map(
      ({ entry, name, line }) =>
        `${doc.path} line ${line}: ${entry} does not export \`${name}\` (imported in a code block)`,
    );
  return [...cited, ...imported];
}
