import type { FieldsEndpoint } from '../../src/core/http/endpoints';
import type { JsonValue } from '../../src/core/wire/model/types';
import { MOCK_IDS } from '../../src/mock';
import { declareMockSetup, type MockSetup } from './mockSetup';
import { SnippetWriter, type ObjectEntry } from './snippetWriter';
import echoTransportSource from './echoTransport.ts?raw';
import firstVersionSource from './firstVersion.tsx?raw';
import { publicImports } from './sourceSnippet';
import { STATIC_KEY, STORY_DEFAULTS, type StoryFormProps } from './StoryForm';

/** What a form story's snippet shows besides the form's props. */
export interface FormSnippetOptions {
  /** The mock setup the story runs on (the snippet sets up a mock of its own the same way). */
  mock?: MockSetup;
  /** Texts that are parameters of the example, by the parameter's name (`reportId`). */
  params?: Record<string, string>;
  /**
   * A stored object the form opens, saved first as an earlier visit would have (`firstVersion.tsx`):
   * the snippet saves it by its own code, as the story does, and shows the screen on its id.
   */
  firstVersion?: FirstVersion;
}

/** Where a first version is created and the values it is saved with, by property. */
export interface FirstVersion {
  create: FieldsEndpoint;
  values: Record<string, JsonValue>;
}

/**
 * The echo transport the story's form runs on, as its file is written (`echoTransport.ts`): one
 * function serves the story and the snippet a reader pastes.
 */
function declareEchoTransport(writer: SnippetWriter): void {
  writer.declare(publicImports(writer, echoTransportSource).replace(/^export /gm, ''));
  writer.declare('const transport = echoTransport(envelope);');
}

const pad = (indent: number) => ' '.repeat(indent);
const MOCK = 'expense-fields/mock';

/**
 * A JSX element with its props on one line when it fits, else one per line.
 *
 * @example
 * jsxElement('FieldsForm', ['locale="sv"'], 4); // '<FieldsForm locale="sv" />'
 */
export function jsxElement(name: string, props: readonly string[], indent: number): string {
  const line = `<${name}${props.map((prop) => ` ${prop}`).join('')} />`;
  if (indent + line.length <= 100 && !line.includes('\n')) return line;
  return `<${name}\n${props.map((prop) => `${pad(indent + 2)}${prop}`).join('\n')}\n${pad(indent)}/>`;
}

/**
 * A JSX attribute: `name="text"`, a bare `name` for true, else `name={code}`.
 *
 * @example
 * jsxProp(writer, 'readOnly', true, 4); // 'readOnly'
 */
export function jsxProp(writer: SnippetWriter, name: string, value: unknown, indent: number) {
  if (value === true) return name;
  if (typeof value === 'string' && !/["\n\\]/.test(value) && writer.value(value).startsWith("'"))
    return `${name}="${value}"`;
  return `${name}={${writer.value(value, indent, indent + name.length + 2)}}`;
}

/**
 * The example file of a form story: imports, the envelope and transport or the mock service, and
 * `<FieldsForm>` with the props the story's `<StoryForm>` renders with. Its output is the story's
 * `parameters.docs.source.code` ("Show code"), so the snippet cannot drift from the story.
 *
 * @example
 * formSnippet({ locale: 'sv' }, { mock: { envelope: scenario('basic') } });
 */
export function formSnippet(props: StoryFormProps, options: FormSnippetOptions = {}): string {
  const writer = new SnippetWriter();
  for (const [text, name] of Object.entries(options.params ?? {})) writer.name(text, name);
  const {
    envelope,
    organizationId = MOCK_IDS.swedishOrg,
    connection,
    endpoint,
    ...formProps
  } = { ...STORY_DEFAULTS, ...props };
  let source: ObjectEntry[];
  const code = (text: string) => () => text;
  if (envelope) {
    if (options.mock) throw new Error('A story on a static envelope has no mock setup to show.');
    // An envelope whose code declares it by name (a control story's) is not declared again.
    const literal = writer.value(envelope, 0, 17);
    if (literal !== 'envelope') writer.declare(`const envelope = ${literal};`);
    declareEchoTransport(writer);
    source = [
      ['transport', code('transport')],
      ['key', code(`'${STATIC_KEY}'`)],
    ];
  } else {
    declareMockSetup(writer, options.mock ?? {});
    const token = `() => ${writer.use(MOCK, 'MOCK_TOKEN')}`;
    const baseUrl = writer.use(MOCK, 'MOCK_BASE_URL');
    const organization = ['organizationId', () => writer.value(organizationId)] as const;
    if (connection) {
      source = [
        organization,
        ['baseUrl', code(baseUrl)],
        ['getAccessToken', code(token)],
        ['fetch', code('fetchFromMock')],
      ];
    } else {
      const create = writer.use('expense-fields/core', 'createExpenseClient');
      writer.declare(
        `const client = ${create}({\n  baseUrl: ${baseUrl},\n  getAccessToken: ${token},\n  fetch: fetchFromMock,\n});`,
      );
      source = endpoint
        ? [
            ['client', code('client')],
            ['endpoint', (at, col) => writer.value(endpoint, at, col)],
          ]
        : [organization, ['client', code('client')]];
    }
  }
  const element = (indent: number) =>
    jsxElement(
      writer.use('expense-fields', 'FieldsForm'),
      [
        `source={${writer.object(source, indent + 2, indent + 10)}}`,
        ...Object.entries(formProps).flatMap(([name, value]) =>
          value === undefined ? [] : [jsxProp(writer, name, value, indent + 2)],
        ),
      ],
      indent,
    );
  const params = Object.values(options.params ?? {});
  const signature = params.length
    ? `{ ${params.join(', ')} }: { ${params.map((name) => `${name}: string`).join('; ')} }`
    : '';
  const line = element(9);
  const body = line.includes('\n') ? `(\n    ${element(4)}\n  )` : line;
  if (!options.firstVersion)
    return writer.file(`export function Example(${signature}) {\n  return ${body};\n}`);
  return writer.file(
    [
      `/** The screen on a stored object, by its id (an app has it from its own list). */\nexport function Screen(${signature}) {\n  return ${body};\n}`,
      firstVersionExample(writer, options.firstVersion, params[0] ?? 'id'),
    ].join('\n\n'),
  );
}

/**
 * The example of a screen on a stored object: a first version saved on the mock by the
 * snippet's own code (`firstVersion.tsx`, as the story saves it), then the screen on its id.
 */
function firstVersionExample(writer: SnippetWriter, first: FirstVersion, param: string): string {
  if (!writer.declared('const client'))
    throw new Error('A first version is saved through the client the form uses.');
  writer.declare(publicImports(writer, firstVersionSource).replace(/^export /gm, ''));
  const head = 'const saveFirst = () =>\n  saveFirstVersion(client, ';
  const create = writer.value(first.create, 2, 26);
  const values = writer.value(first.values, 2, 28 + create.length);
  writer.declare(
    `// A first version, saved as an earlier visit would have (on the mock here).\n${head}${create}, ${values});`,
  );
  return [
    'export function Example() {',
    `  return <OnceSaved save={saveFirst}>{(id) => <Screen ${param}={id} />}</OnceSaved>;`,
    '}',
  ].join('\n');
}
