import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageImports } from '../packageImports';
import type { DocFile } from './docFile';
import { exportProblems } from './exportRules';
import { linkProblems, slugsOf, type LinkWorld } from './linkRules';
import { packageExports } from './packageExports';
import { sampleImportProblems, sourceProblems } from './sourceRules';
import { filesUnder, testedFiles } from './testedFiles';
import { codeBlockProblems, fenceProblems, placeholderProblems, scriptProblems } from './textRules';

/** Where the README's code blocks come from: tested files, shown as a reader writes them. */
export const SAMPLE_FOLDER = 'stories/manual/examples';

/** The README, every MDX page and the Markdown parts the manual's pages show. */
export function docFiles(root: string): DocFile[] {
  const pages = filesUnder(root, 'stories').filter(
    (file) => file.endsWith('.mdx') || (file.startsWith('stories/manual/') && file.endsWith('.md')),
  );
  return ['README.md', ...pages.sort()].map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));
}

/** Storybook's id of a title (`Manual/Getting started` → `manual-getting-started`). */
export const storybookId = (title: string) =>
  title
    .toLowerCase()
    .replace(/[ ’'`~!@#$%^&*()_|+\-=?;:",.<>{}[\]\\/]/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

/** Docs pages of the Storybook: each MDX page (its anchors known) and each story file's page. */
function docsPages(
  root: string,
  docs: readonly DocFile[],
): Map<string, ReadonlySet<string> | null> {
  const pages = new Map<string, ReadonlySet<string> | null>();
  for (const doc of docs) {
    const title = /<Meta\s+title="([^"]+)"/.exec(doc.text)?.[1];
    if (title) pages.set(storybookId(title), slugsOf(doc));
  }
  for (const file of filesUnder(root, 'stories').filter((path) => path.endsWith('.stories.tsx'))) {
    const title = /title:\s*'([^'/]+\/[^']+)'/.exec(readFileSync(join(root, file), 'utf8'))?.[1];
    if (title) pages.set(storybookId(title), null);
  }
  return pages;
}

/** Every problem of the docs, by rule; each list empty when the docs are right. */
export function checkDocs(root: string): Record<string, string[]> {
  const docs = docFiles(root);
  const exists = (path: string) => existsSync(join(root, path));
  const isTested = testedFiles(root);
  const scripts = new Set(
    Object.keys(
      (
        JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
          scripts: Record<string, string>;
        }
      ).scripts,
    ),
  );
  const samples = filesUnder(root, SAMPLE_FOLDER)
    .filter((file) => /\.(tsx?|jsx?)$/.test(file) && isTested(file))
    .map((file) => packageImports(readFileSync(join(root, file), 'utf8')));
  const world: LinkWorld = {
    exists,
    slugsByPath: new Map(docs.map((doc) => [doc.path, slugsOf(doc)])),
    docsPages: docsPages(root, docs),
  };
  const exports = packageExports(root);
  const each = (rule: (doc: DocFile) => string[]) => docs.flatMap(rule);
  return {
    fences: each(fenceProblems),
    placeholders: each(placeholderProblems),
    links: each((doc) => linkProblems(doc, world)),
    scripts: each((doc) => scriptProblems(doc, scripts)),
    exports: each((doc) => exportProblems(doc, exports)),
    codeBlocks: each((doc) => codeBlockProblems(doc, samples)),
    sources: each((doc) => sourceProblems(doc, exists, isTested)),
    samples: each((doc) =>
      sampleImportProblems(doc, (path) => readFileSync(join(root, path), 'utf8'), packageImports),
    ),
  };
}
