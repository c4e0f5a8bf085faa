/** What Storybook reads from a story's `parameters.docs.source`. */
interface SourceParameters {
  code?: string;
  transform?: (code: string, context: { args: Record<string, unknown> }) => unknown;
}

/**
 * A story's "Show code" as Storybook shows it: its `code`, else what its `transform` writes for
 * its args (a control story's snippet follows the Controls panel).
 *
 * @example
 * const code = storySnippet(story.parameters, story.args);
 */
export function storySnippet(
  parameters: unknown,
  args: Record<string, unknown>,
): string | undefined {
  const source = (parameters as { docs?: { source?: SourceParameters } } | undefined)?.docs?.source;
  if (source?.code !== undefined) return source.code;
  const written = source?.transform?.('', { args });
  return typeof written === 'string' ? written : undefined;
}
