// "Show code" pasted unchanged must behave as its story does (met from outside: the headless
// recipe's snippet left out the story's mock setup, and its save did nothing visible; a recipe's
// snippet showed the mock's default receipt form, as nothing started the mock it set up; a
// control's snippet brought a fixed field's old error back on Save). Every story is rendered as
// Storybook renders it (the stories' mock on MSW, its setup applied), then its snippet is mounted
// as written, its imports of the package resolved to the sources, with no handler at all: a
// snippet runs on what it starts itself (a stored object it opens is saved by its own code).
// Both show the same field labels, and after Save the same outcome and messages.
//
// One exception, made visibly: the manual's samples are an app's screens talking to the app's
// own service at the address the app is given (`baseUrl`, `MOCK_BASE_URL`), as an app's
// environment provides one. Their stories name that service's setup (`parameters.sampleService`);
// the test starts a fresh mock so set up, answering at that address on MSW, and gives the sample
// the story's props (and the mock itself, for a screen whose devtools switch its faults).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeStories } from '@storybook/react-vite';
import { cleanup, render, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ComponentType } from 'react';
import type { StoryContext } from '@storybook/react-vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockService } from '../../src/mock';
import { createFormDriver } from '../../src/testing';
import { setUpMock, type MockSetup } from '../../stories/support/mockSetup';
import { storySnippet } from '../../stories/support/storySnippet';
import { storyMock } from '../../stories/support/storyMock';

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });

const root = join(__dirname, '../..');
/** The package's entries, as the snippets import them, on the sources. */
const ENTRIES: Record<string, string> = {
  'expense-fields': 'src/index.ts',
  'expense-fields/core': 'src/core/index.ts',
  'expense-fields/session': 'src/core/session/index.ts',
  'expense-fields/mock': 'src/mock/index.ts',
  'expense-fields/devtools': 'src/devtools/index.ts',
  'expense-fields/testing': 'src/testing/index.ts',
  'expense-fields/mui': 'src/looks/mui/index.ts',
  'expense-fields/shadcn': 'src/looks/shadcn/index.ts',
};

interface Snippet {
  name: string;
  code: string;
  args: Record<string, unknown>;
  /** The app's own service of a manual sample (see the file's head), else none. */
  service?: MockSetup;
  /** The first story that shows this snippet, as Storybook renders it. */
  Story: ComponentType & { load: () => Promise<void> };
}

const server = setupServer();
/** What .storybook/preview does before each story: a fresh mock on the story's MSW worker. */
const preview = {
  beforeEach(context: StoryContext) {
    storyMock.reset();
    server.resetHandlers();
    server.use(...storyMock.handlers);
    Object.assign(context, { msw: server });
  },
};

const seen = new Set<string>();
const snippets: Snippet[] = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(
    composeStories(module, preview) as unknown as Record<
      string,
      Snippet['Story'] & { parameters: { sampleService?: MockSetup }; args: unknown }
    >,
  ).flatMap(([exportName, story]) => {
    // In a look's project (unit-look-*), the snippet "Show code" shows in that look.
    const code = storySnippet(
      story.parameters,
      story.args as Record<string, unknown>,
      process.env.EXPENSE_FIELDS_LOOK,
    );
    // One run per distinct snippet (the stories of a recipe share theirs).
    if (!code || seen.has(code)) return [];
    seen.add(code);
    return [
      {
        name: `${file.replace('../../stories/', '')} ${exportName}`,
        code,
        args: story.args as Record<string, unknown>,
        ...(story.parameters.sampleService ? { service: story.parameters.sampleService } : {}),
        Story: story,
      },
    ];
  }),
);

/** The snippet as a file of the repository: the package's entries resolved to the sources. */
function snippetFile(snippet: Snippet, index: number): string {
  const dir = join(root, 'test-output/snippets');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `snippet${index}.tsx`);
  const code = snippet.code
    .replace(/^import '[^']+\.css';\n/gm, '')
    .replace(/from '(expense-fields[^']*)'/g, (whole, entry: string) =>
      ENTRIES[entry] ? `from '${join(root, ENTRIES[entry])}'` : whole,
    );
  writeFileSync(path, code);
  return path;
}

/** What a form shows, to compare a snippet with its story: its labels, and what Save did. */
interface Shown {
  labels: string[];
  status?: string;
  saved?: string;
  errors?: Record<string, unknown>;
  summary?: unknown;
  alerts?: string[];
}

/**
 * Snippets that cannot show what their story shows, each with why; each must still render.
 */
const NOT_ALIKE: Record<string, string> = {
  // The story is the playground (its scenario, locale and envelope pickers around the form); the
  // snippet is how an app puts the devtools beside its own form.
  'Devtools/Playground.stories.tsx PasteAnEnvelope':
    'the playground story draws its pickers around the form, the snippet only the form',
};

const SAVE_OUTCOMES = ['saved', 'unconfirmed', 'queued'];

/**
 * The labels of the form's fields (by their `<label>` and `<legend>`; the devtools' own controls
 * left out, as they draw when their lazy panel loads) and what pressing Save does. A screen that
 * saves a first version before its form shows is busy until then (`firstVersion.tsx`).
 */
async function shown(container: HTMLElement): Promise<Shown> {
  const labels = () =>
    [...container.querySelectorAll('label, legend')]
      .filter((label) => !label.closest('[aria-label="Fields devtools"]'))
      .map((label) => label.textContent.trim());
  const busy = '[role=status][aria-busy=true]';
  // Most screens are never busy so: no wait (and no act flush) for them.
  if (container.querySelector(busy))
    await waitFor(() => expect(container.querySelector(busy)).toBeNull(), { timeout: 10_000 });
  if (!container.querySelector('[data-ef-form]')) return { labels: labels() };
  const form = createFormDriver(container, { timeoutMs: 10_000 });
  await form.settled();
  const status = await form.status();
  const before = labels();
  const submit = container.querySelector<HTMLButtonElement>('button[type=submit]');
  if (status !== 'ready' || !submit || submit.disabled) return { labels: before, status };
  const after = await form.submit();
  return {
    labels: before,
    status,
    saved: SAVE_OUTCOMES.includes(after) ? 'saved' : after,
    errors: await form.errors(),
    summary: (await form.summary()).errors,
    alerts: [...container.querySelectorAll('[role=alert]')].map((alert) => alert.textContent),
  };
}

/** The screen a snippet shows: its `Example`, else the component it exports. */
function screenOf(module: Record<string, unknown>): ComponentType<Record<string, unknown>> {
  const name =
    'Example' in module
      ? 'Example'
      : Object.keys(module).find((key) => /^[A-Z]/.test(key) && typeof module[key] === 'function');
  const screen = name ? module[name] : undefined;
  if (typeof screen !== 'function') throw new Error('The snippet exports no component.');
  return screen as ComponentType<Record<string, unknown>>;
}

/**
 * A manual sample's service (see the file's head): a fresh mock set up as its story's, answering
 * at the address the sample is given; the sample gets its story's props and the mock.
 */
function sampleService(setup: MockSetup): Record<string, unknown> {
  const mock = createMockService();
  server.use(...setUpMock(mock, setup), ...mock.handlers);
  return { mock };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => cleanup());
afterAll(() => server.close());

describe('every story snippet, pasted as written, shows what its story shows', () => {
  it.each(snippets.map((snippet, index) => [snippet.name, snippet, index] as const))(
    '%s',
    async (_name, snippet, index) => {
      const exempt = NOT_ALIKE[snippet.name];
      await snippet.Story.load();
      const story = render(<snippet.Story />);
      const expected = exempt ? undefined : await shown(story.container);
      cleanup();
      // From here on no handler answers: the snippet runs on what it starts itself.
      server.resetHandlers();
      const Screen = screenOf(
        (await import(/* @vite-ignore */ snippetFile(snippet, index))) as Record<string, unknown>,
      );
      // A sample is given its story's props and its service; a snippet's screen takes none.
      const props = snippet.service ? { ...snippet.args, ...sampleService(snippet.service) } : {};
      const pasted = render(<Screen {...props} />);
      if (exempt) {
        expect(pasted.container.textContent, exempt).not.toBe('');
        return;
      }
      expect(await shown(pasted.container)).toEqual(expected);
    },
    30_000,
  );
});
