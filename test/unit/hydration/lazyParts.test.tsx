// Hydration whatever the server had loaded (ARCHITECTURE.md "Server rendering"): a server process
// that had a language's strings and the review's chunk loaded (every request after its first), and
// one that had not (its first), each render `<FieldsForm initialEnvelope>` with dates, a receipt,
// a list and `locale="de"`; a browser that starts cold (a module graph of its own, nothing
// loaded) hydrates either HTML with no mismatch, no recoverable error and no warning, and the
// page then shows the same markup.
import { act } from '@testing-library/react';
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** One copy of the library's modules: a process (server) or a page (browser) of its own. */
async function freshLibrary() {
  vi.resetModules();
  const [{ FieldsForm }, { loadMessages }, { preloadReview }, { scenarioEnvelope }, harness] =
    await Promise.all([
      import('../../../src/react/form/FieldsForm'),
      import('../../../src/i18n/messages'),
      import('../../../src/react/review/lazyReview'),
      import('../../../src/mock'),
      import('../../tools/scriptedTransport'),
    ]);
  const { parseEnvelope } = await import('../../../src/core/wire/envelope');
  const envelope = parseEnvelope(scenarioEnvelope('allControls'));
  const page = (mode: 'edit' | 'review'): ReactElement => (
    <FieldsForm
      source={{ transport: harness.scriptedTransport(envelope).transport, key: 'hydration' }}
      initialEnvelope={envelope}
      locale="de"
      mode={mode}
      drafts={false}
      now={() => new Date('2026-11-21T12:00:00Z')}
    />
  );
  return { page, warm: () => Promise.all([loadMessages('de'), preloadReview()]) };
}

/** The server's HTML once everything it waits for has come (a streaming renderer, as Next's). */
async function serverHtml(tree: ReactElement): Promise<string> {
  const { renderToPipeableStream } = await import('react-dom/server');
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

let container: HTMLElement | null = null;
let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  container?.remove();
  container = unmount = null;
  vi.restoreAllMocks();
});

/** Hydrates the HTML with a cold page's library; what React complained about, and the markup. */
async function hydrateCold(html: string, mode: 'edit' | 'review') {
  const browser = await freshLibrary();
  const { hydrateRoot } = await import('react-dom/client');
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const before = container.innerHTML;
  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  const root = await act(async () =>
    hydrateRoot(container as HTMLElement, browser.page(mode), {
      onRecoverableError: (error) => recoverable.push(error),
    }),
  );
  unmount = () => root.unmount();
  // The strings and the review's code come; the boundary that waited for them hydrates.
  await act(() => browser.warm());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { before, recoverable, consoleError };
}

/** The markup without what effects write after hydration (the form's marker, by design). */
function settledMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const marker of copy.querySelectorAll('[data-ef-form]'))
    for (const name of marker.getAttributeNames())
      if (name.startsWith('data-ef-') && name !== 'data-ef-form') marker.removeAttribute(name);
  return copy.innerHTML.replace(/<!--.*?-->/g, '');
}

describe.each(['edit', 'review'] as const)('a %s page with dates, a receipt and German', (mode) => {
  it.each([
    ['had them loaded (every request after the first)', true],
    ['had not loaded them (the first request)', false],
  ])('hydrates with no mismatch when the server %s', async (_, warmServer) => {
    const server = await freshLibrary();
    if (warmServer) await server.warm();
    const html = await serverHtml(server.page(mode));
    // The server drew the form in German, dates as segments, not a stand-in or "Loading".
    expect(html).not.toMatch(/aria-busy="true"/);
    expect(html).toMatch(mode === 'edit' ? /Speichern/ : /Beleg|Quittung|Kvitto|Receipt/);
    if (mode === 'edit') expect(html).toContain('role="spinbutton"');

    const { before, recoverable, consoleError } = await hydrateCold(html, mode);
    expect(recoverable).toEqual([]);
    // Both renderers run in this one process and share the contexts of modules a reset keeps
    // (react-query's): React says so once. A server and a page never share them.
    const said = consoleError.mock.calls.filter(
      ([text]) => !/multiple renderers concurrently/.test(String(text)),
    );
    expect(said).toEqual([]);
    expect(settledMarkup(container as HTMLElement)).toBe(
      settledMarkup(Object.assign(document.createElement('div'), { innerHTML: before })),
    );
  });
});
