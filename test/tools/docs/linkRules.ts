import { dirname, join, normalize } from 'node:path';
import { inStorybook, type DocFile } from './docFile';
import { headingSlugs, linkTargets } from './markdown';

/** What a link may point at: the repository's files and the Storybook's docs pages. */
export interface LinkWorld {
  /** Does this repository path exist? */
  exists(path: string): boolean;
  /** A page's heading anchors by its repository path (the README and every page of the manual). */
  slugsByPath: ReadonlyMap<string, ReadonlySet<string>>;
  /** Storybook docs pages by id (`manual-testing-your-screen`): their anchors, or none known. */
  docsPages: ReadonlyMap<string, ReadonlySet<string> | null>;
}

const EXTERNAL = /^(https?:|mailto:)/;

/** Why one link does not resolve, or null. */
function linkProblem(doc: DocFile, target: string, world: LinkWorld): string | null {
  if (EXTERNAL.test(target)) return null;
  const [path = '', anchor] = target.split('#') as [string, string | undefined];
  const docsPage = /^\?path=\/docs\/([\w-]+)--docs$/.exec(path);
  if (docsPage) {
    const slugs = world.docsPages.get(docsPage[1] ?? '');
    if (slugs === undefined) return `no Storybook docs page "${docsPage[1]}"`;
    return anchor && slugs && !slugs.has(anchor) ? `no heading "#${anchor}" on that page` : null;
  }
  if (!path) {
    const own = world.slugsByPath.get(doc.path);
    return anchor && own && !own.has(anchor) ? `no heading "#${anchor}" on this page` : null;
  }
  if (inStorybook(doc))
    return 'a file link does not open in Storybook: link a docs page (?path=/docs/…) or import the file';
  const file = normalize(join(dirname(doc.path), decodeURIComponent(path)));
  if (!world.exists(file)) return `no file ${file}`;
  const slugs = world.slugsByPath.get(file);
  return anchor && slugs && !slugs.has(anchor) ? `no heading "#${anchor}" in ${file}` : null;
}

/**
 * Links and images that resolve nowhere: a missing file, a heading that is not there, a
 * Storybook page that does not exist. Pages in Storybook link other pages by `?path=/docs/…`.
 *
 * @example
 * linkProblems({ path: 'README.md', text: '[x](stories/manual/none.mdx)' }, world);
 * // ['README.md: [..](stories/manual/none.mdx): no file stories/manual/none.mdx']
 */
export function linkProblems(doc: DocFile, world: LinkWorld): string[] {
  return linkTargets(doc.text).flatMap((target) => {
    const problem = linkProblem(doc, target, world);
    return problem ? [`${doc.path}: [..](${target}): ${problem}`] : [];
  });
}

/** A page's anchors, for {@link LinkWorld.slugsByPath}. */
export const slugsOf = (doc: DocFile) => headingSlugs(doc.text);
