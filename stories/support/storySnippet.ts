import { lookSnippet } from './lookSnippet';

/** The story context a snippet is written for: the story's args and the toolbar's globals. */
interface SnippetContext<A = Record<string, unknown>> {
  args: A;
  globals?: Record<string, unknown>;
}

/** What Storybook reads from a story's `parameters.docs.source`. */
interface SourceParameters {
  code?: string;
  transform?: (code: string, context: SnippetContext) => unknown;
}

/**
 * A story's `parameters.docs.source`: its snippet (a text, or written from the story's args, as a
 * control story's follows the Controls panel) in the look the toolbar chose (`lookSnippet`).
 * Storybook shows a `code` as it is, so the snippet is given as a `transform`.
 *
 * @example
 * parameters: { docs: { source: lookSource(formSnippet(args, scene)) } }
 */
export function lookSource<A = Record<string, unknown>>(
  snippet: string | ((args: A) => string),
): { transform: (code: string, context: SnippetContext<A>) => string } {
  return {
    transform: (_code, { args, globals }) =>
      lookSnippet(typeof snippet === 'string' ? snippet : snippet(args), globals?.['look']),
  };
}

/**
 * A story's "Show code" as Storybook shows it in a look (`default`, `mui`, `shadcn`): its `code`,
 * else what its `transform` writes for its args and that look.
 *
 * @example
 * const code = storySnippet(story.parameters, story.args, 'mui');
 */
export function storySnippet(
  parameters: unknown,
  args: Record<string, unknown>,
  look = 'default',
): string | undefined {
  const source = (parameters as { docs?: { source?: SourceParameters } } | undefined)?.docs?.source;
  if (source?.code !== undefined) return source.code;
  const written = source?.transform?.('', { args, globals: { look } });
  return typeof written === 'string' ? written : undefined;
}
