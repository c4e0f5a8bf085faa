import type { StoryContext } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { JsonObject } from '../../src/core/wire/model/types';
import { MOCK_IDS, type Fault, type MockEndpoint, type MockService } from '../../src/mock';
import * as mockPresets from '../../src/mock/presets';
import type { SnippetWriter } from './snippetWriter';
import { storyMock } from './storyMock';

/** The MSW presets of `expense-fields/mock`, by name. */
type Presets = typeof mockPresets;
/** What a preset takes after the mock. */
type PresetArguments<Preset> = Preset extends (
  mock: MockService,
  ...rest: infer Rest
) => HttpHandler[]
  ? Rest
  : never;

/** A preset of `expense-fields/mock` and its arguments after the mock: `['serverError', { endpoint: 'content' }]`. */
export type MockPreset = {
  [Name in keyof Presets]: readonly [Name, ...PresetArguments<Presets[Name]>];
}[keyof Presets];

/** What a story puts in the mock service before its form loads. */
export interface MockSetup {
  /** The organization whose new-report envelope is set; the Swedish one by default. */
  organizationId?: string;
  /** The envelope that organization's new report serves (`scenario(...)` or wire JSON). */
  envelope?: JsonObject;
  /** Faults by endpoint. */
  faults?: Partial<Record<MockEndpoint, Fault>>;
  /**
   * States the screen must survive, as an app's own Storybook or dev page puts them: the MSW
   * presets on the worker (`setupWorker`), before the mock's handlers.
   */
  presets?: readonly MockPreset[];
}

const MOCK = 'expense-fields/mock';

const entries = (faults: MockSetup['faults'] = {}) =>
  Object.entries(faults) as [MockEndpoint, Fault][];

/**
 * The story's MSW worker. msw-storybook-addon puts it on the context as `msw`; its typing
 * augments another declaration of the context than the one stories are typed with.
 */
function workerOf<Args>(context: StoryContext<Args>): SetupWorker {
  const { msw } = context as StoryContext<Args> & { msw?: SetupWorker };
  if (!msw) throw new Error('No MSW worker on the story: add mswLoader() to .storybook/preview.');
  return msw;
}

/** Calls a preset by name on `mock`: the one place the presets' differing signatures meet. */
function presetHandlers(mock: MockService, [name, ...rest]: MockPreset): HttpHandler[] {
  const preset = mockPresets[name] as (mock: MockService, ...rest: unknown[]) => HttpHandler[];
  return preset(mock, ...rest);
}

/**
 * The story's `beforeEach`: puts the setup in the stories' mock (reset by the preview first) and
 * its presets on the story's MSW worker (`msw`, from msw-storybook-addon).
 *
 * @example
 * export const Retry: Story = { beforeEach: applyMockSetup({ presets: [['serverError']] }) };
 */
export function applyMockSetup(setup: MockSetup): <Args>(context: StoryContext<Args>) => void {
  return (context) => {
    const handlers = setUpMock(storyMock, setup);
    // `use` puts them before the mock's handlers, which the preview registered.
    if (handlers.length > 0) workerOf(context).use(...handlers);
  };
}

/**
 * Puts the setup in a mock service (its envelope and faults) and returns its presets' handlers,
 * to go before the mock's own: the stories' mock is set up so, and a test giving an app's sample
 * a service of its own sets that one up the same way.
 *
 * @example
 * server.use(...setUpMock(mock, { envelope: scenario('basic') }), ...mock.handlers);
 */
export function setUpMock(mock: MockService, setup: MockSetup): HttpHandler[] {
  const organizationId = setup.organizationId ?? MOCK_IDS.swedishOrg;
  if (setup.envelope) mock.state.setEnvelope(organizationId, setup.envelope);
  for (const [endpoint, fault] of entries(setup.faults)) mock.faults.set(endpoint, fault);
  return (setup.presets ?? []).flatMap((preset) => presetHandlers(mock, preset));
}

/**
 * Declares the same setup in a snippet: a mock service of the reader's own, told the same, and
 * `fetchFromMock`, which answers the page's requests from it. The snippet starts nothing else: no
 * Service Worker, so it runs as pasted (its client or connection takes `fetch: fetchFromMock`).
 *
 * @example
 * declareMockSetup(writer, { envelope: scenario('basic') });
 */
export function declareMockSetup(writer: SnippetWriter, setup: MockSetup): void {
  const presets = setup.presets ?? [];
  const lines = [
    "// The in-memory expense service, answering this page's requests through `fetchFromMock`",
    '// (an app on the real service leaves `fetch` out).',
    `export const mock = ${writer.use(MOCK, 'createMockService')}();`,
  ];
  if (setup.envelope) {
    const organizationId = writer.value(setup.organizationId ?? MOCK_IDS.swedishOrg);
    const head = `mock.state.setEnvelope(${organizationId}, `;
    lines.push(`${head}${writer.value(setup.envelope, 0, head.length)});`);
  }
  for (const [endpoint, fault] of entries(setup.faults)) {
    const head = `mock.faults.set('${endpoint}', `;
    lines.push(`${head}${writer.value(fault, 0, head.length)});`);
  }
  let answer = `await ${writer.use(MOCK, 'handleMockRequest')}(request, { service: mock })`;
  if (presets.length > 0) {
    const calls = presets.map(([name, ...rest]) => {
      const head = `  ...${name}(`;
      const args = ['mock', ...rest.map((arg) => writer.value(arg, 2, head.length + 6))];
      return `${head.replace(name, writer.use(MOCK, name))}${args.join(', ')}),`;
    });
    lines.push(
      `// The states this example shows, before the mock's own handlers.\nexport const handlers = [\n${calls.join('\n')}\n  ...mock.handlers,\n];`,
    );
    answer = `(await ${writer.use('msw', 'getResponse')}(handlers, request)) ?? Response.error()`;
  }
  lines.push(
    [
      '// A network fault the mock plays is a fetch that fails, as on a real network.',
      'export async function fetchFromMock(input: RequestInfo | URL, init?: RequestInit) {',
      '  const request = new Request(input, init);',
      `  const response = ${answer};`,
      "  if (response.type === 'error') throw new TypeError('Failed to fetch');",
      '  return response;',
      '}',
    ].join('\n'),
  );
  writer.declare(lines.join('\n'));
}
