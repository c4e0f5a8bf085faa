// @vitest-environment node
// The README and every page of the manual (ARCHITECTURE.md "House rules"; the rules themselves:
// stories/manual/15-working-on-the-library.mdx, "The manual"): fences that close, no placeholder
// words, links that resolve, scripts that exist, names the package exports, and no code typed
// into a page (samples are tested files).
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkDocs, docFiles } from '../../tools/docs/checkDocs';

const root = join(__dirname, '../../..');

describe('the README and the manual', () => {
  let problems: Record<string, string[]> = {};
  beforeAll(() => {
    problems = checkDocs(root);
  }, 60_000);

  it('finds the README and the manual’s pages', () => {
    const paths = docFiles(root).map((doc) => doc.path);
    expect(paths).toContain('README.md');
    expect(paths.filter((path) => path.startsWith('stories/manual/')).length).toBeGreaterThan(14);
  });

  it.each([
    ['fences', 'every fenced block closes, and no fence line sits inside one'],
    ['placeholders', 'no placeholder word is left'],
    ['links', 'every link, anchor and Storybook page resolves'],
    ['scripts', 'every `npm run` names a script'],
    ['exports', 'every component, hook and factory named is exported'],
    ['codeBlocks', 'no code is typed into a page; the README’s samples are tested files'],
    ['sources', 'every <Source> shows a tested file or a story'],
    ['samples', 'every sample imports only the package and its peers, as a reader would'],
  ])('%s: %s', (rule) => {
    expect(problems[rule]).toEqual([]);
  });
});
