/** A page of the manual or the README: its path from the repository root and its text. */
export interface DocFile {
  path: string;
  text: string;
}

/** Does the page render in Storybook (an MDX page, or a Markdown part an MDX page shows)? */
export const inStorybook = (doc: DocFile) =>
  doc.path.endsWith('.mdx') || doc.path.startsWith('stories/');

/** The 1-based line of an offset in a text. */
export const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The languages of code that must come from a tested file, never be typed into a page. */
export const CODE_LANGUAGES: ReadonlySet<string> = new Set([
  'ts',
  'tsx',
  'js',
  'jsx',
  'mjs',
  'cjs',
  'json',
  'javascript',
  'typescript',
]);

/** Languages a page may type: shell lines and plain text (a directory tree). */
export const TYPED_LANGUAGES: ReadonlySet<string> = new Set([
  'sh',
  'bash',
  'shell',
  'console',
  'text',
]);
