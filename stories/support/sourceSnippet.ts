import { declareMockSetup, type MockSetup } from './mockSetup';
import { SNIPPET_MODULES, SnippetWriter, type SnippetModule } from './snippetWriter';

/** The package's entries as a story's example file imports them (relative, on the sources). */
const ENTRIES: readonly (readonly [RegExp, SnippetModule])[] = [
  [/^(\.\.\/)+src\/index$/, 'expense-fields'],
  [/^(\.\.\/)+src\/core\/index$/, 'expense-fields/core'],
  [/^(\.\.\/)+src\/core\/session\/index$/, 'expense-fields/session'],
  [/^(\.\.\/)+src\/mock(\/index)?$/, 'expense-fields/mock'],
  [/^(\.\.\/)+src\/devtools(\/index)?$/, 'expense-fields/devtools'],
  [/^(\.\.\/)+src\/testing(\/index)?$/, 'expense-fields/testing'],
  [/^(\.\.\/)+src\/looks\/mui(\/index)?$/, 'expense-fields/mui'],
  [/^(\.\.\/)+src\/looks\/shadcn(\/index)?$/, 'expense-fields/shadcn'],
];

const publicModule = (from: string): SnippetModule | undefined =>
  ENTRIES.find(([path]) => path.test(from))?.[1] ??
  SNIPPET_MODULES.find((module) => module === from);

/**
 * "Show code" of a recipe whose example is a file of its own (imported with `?raw`): the file as
 * written, its imports of the package's entries under the names the package exports them by, and
 * the story's mock setup before it. An import of anything else stays as written, so
 * `test/unit/storySnippets.test.ts` refuses it.
 *
 * @example
 * import source from './examples/TwoColumns.tsx?raw';
 * parameters: { docs: { source: { code: sourceSnippet(source, { envelope: scenario('basic') }) } } }
 */
export function sourceSnippet(raw: string, mock?: MockSetup): string {
  const writer = new SnippetWriter();
  // An example that asks no service (its own transport) needs no mock.
  if (!mock || !raw.includes('createExpenseClient('))
    return writer.file(publicImports(writer, raw));
  declareMockSetup(writer, mock);
  // The example's client (the story's runs on Storybook's MSW worker) asks the snippet's own mock.
  const body = publicImports(writer, raw).replace(STORY_CLIENT, (call) =>
    call.replace(' })', ', fetch: fetchFromMock })'),
  );
  if (!body.includes('fetchFromMock'))
    throw new Error(
      'An example on the mock creates its client as `createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN })`.',
    );
  return writer.file(body);
}

/** How an example file creates its client of the mock (its snippet gives it the mock's fetch). */
const STORY_CLIENT =
  /createExpenseClient\(\{ baseUrl: MOCK_BASE_URL, getAccessToken: \(\) => MOCK_TOKEN \}\)/g;

/**
 * A file of the repository as a snippet's part: its imports of the package's entries (and peers)
 * taken into the writer's imports, under the names the package exports them by; the rest of the
 * file as written, returned.
 *
 * @example
 * writer.declare(publicImports(writer, echoTransportSource));
 */
export function publicImports(writer: SnippetWriter, raw: string): string {
  const body = raw.replace(
    /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)';\n/gm,
    (line, typeOnly: string | undefined, names: string, from: string) => {
      const module = publicModule(from);
      if (!module) return line;
      for (const name of names.split(',').map((part) => part.trim())) {
        if (name) writer.use(module, typeOnly && !name.startsWith('type ') ? `type ${name}` : name);
      }
      return '';
    },
  );
  return body.trim();
}
