import { CODE_LANGUAGES, inStorybook, lineAt, TYPED_LANGUAGES, type DocFile } from './docFile';
import { scanFences } from './markdown';

/** Words a finished page never holds: a marker left behind, a reminder, filler text. */
const PLACEHOLDERS = /\b(STORY_SWEEP|TODO|FIXME|XXX)\b|lorem/gi;

/** Fences that never close, or a fence line inside a block that cannot close it. */
export function fenceProblems(doc: DocFile): string[] {
  return scanFences(doc.text).problems.map((problem) => `${doc.path} ${problem}`);
}

/** Placeholder words anywhere in the page, code included. */
export function placeholderProblems(doc: DocFile): string[] {
  return [...doc.text.matchAll(PLACEHOLDERS)]
    .filter((match) => match[1] !== undefined || /lorem/i.test(match[0]))
    .filter((match) => match[1] === undefined || match[1] === match[1].toUpperCase())
    .map((match) => `${doc.path} line ${lineAt(doc.text, match.index)}: placeholder "${match[0]}"`);
}

/** `npm run <name>` where package.json has no such script. */
export function scriptProblems(doc: DocFile, scripts: ReadonlySet<string>): string[] {
  return [...doc.text.matchAll(/npm run ([\w:.-]*[\w])/g)]
    .filter((match) => !scripts.has(match[1] ?? ''))
    .map(
      (match) =>
        `${doc.path} line ${lineAt(doc.text, match.index)}: "npm run ${match[1]}" is not a script of package.json`,
    );
}

/**
 * Code typed into a page. A page in Storybook types none: its samples are tested files shown
 * with `<Source>`. The README's code blocks must each be, byte for byte, one of `samples` (the
 * tested files as a reader of the package writes them). Shell lines and plain text may be typed;
 * a block must name its language.
 *
 * @example
 * codeBlockProblems({ path: 'stories/manual/x.mdx', text: '```tsx\n<FieldsForm />\n```\n' }, []);
 * // ['stories/manual/x.mdx line 1: a tsx block typed into the page: show a tested file with <Source>']
 */
export function codeBlockProblems(doc: DocFile, samples: readonly string[]): string[] {
  return scanFences(doc.text).fences.flatMap((fence) => {
    const where = `${doc.path} line ${fence.line}`;
    if (TYPED_LANGUAGES.has(fence.language)) return [];
    if (!CODE_LANGUAGES.has(fence.language))
      return [`${where}: a block without a known language ("${fence.language}")`];
    if (inStorybook(doc))
      return [
        `${where}: a ${fence.language} block typed into the page: show a tested file with <Source>`,
      ];
    return samples.includes(fence.body)
      ? []
      : [`${where}: a ${fence.language} block that is not a tested sample as written`];
  });
}
