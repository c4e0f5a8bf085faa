// Hydration whatever the server had loaded (ARCHITECTURE.md "Server rendering"), in every look
// the library ships: a server process that had a language's strings and the review's chunk loaded
// (every request after its first), and one that had not (its first), each render
// `<FieldsForm initialEnvelope>` with dates, a receipt, a list and `locale="de"` in the look, inside
// what an app of that design system puts around it; a browser that starts cold (a module graph of
// its own, nothing loaded) hydrates either HTML with no mismatch, no recoverable error and no
// warning, and the page then shows the same markup.
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act } from '@testing-library/react';
import { Writable } from 'node:stream';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOOK_NAMES } from '../../looks/looks';
import type { TestLook } from '../../looks/testLook';

/** Where a copy of the library runs. */
type Side = 'server' | 'page';

/** The emotion caches the test made (a server's, a page's): their styles go when a test ends. */
const caches: EmotionCache[] = [];

/**
 * What an app of the look puts around its screens, made once per process or page: an MUI app
 * gives each its own emotion cache (as `@mui/material-nextjs` or `createEmotionCache` per request
 * do), so nothing the server inserted is known to the page's cache. Emotion's module is one here
 * and sees jsdom's `document` on both sides, so the server's cache writes its rules into an
 * element of its own (a Node server would write them as `<style>` tags that the page's cache moves
 * to `<head>` before hydrating): the page's HTML carries no style tags either way.
 */
function appShell(look: TestLook, side: Side) {
  const { Wrapper } = look;
  if (look.name !== 'mui') return Wrapper;
  const container = side === 'server' ? document.createElement('head') : document.head;
  const cache = createCache({ key: 'css', container });
  caches.push(cache);
  return ({ children }: { children: ReactNode }) => (
    <CacheProvider value={cache}>
      <Wrapper>{children}</Wrapper>
    </CacheProvider>
  );
}

/** One copy of the library's modules and the look's: a process (server) or a page of its own. */
async function freshLibrary(lookName: string, side: Side) {
  vi.resetModules();
  const [
    { FieldsForm },
    { loadMessages },
    { preloadReview },
    { scenarioEnvelope },
    harness,
    looks,
  ] = await Promise.all([
    import('../../../src/react/form/FieldsForm'),
    import('../../../src/i18n/messages'),
    import('../../../src/react/review/lazyReview'),
    import('../../../src/mock'),
    import('../../tools/scriptedTransport'),
    import('../../looks/looks'),
  ]);
  const { parseEnvelope } = await import('../../../src/core/wire/envelope');
  const envelope = parseEnvelope(scenarioEnvelope('allControls'));
  const look = await looks.lookNamed(lookName);
  const Shell = appShell(look, side);
  const page = (mode: 'edit' | 'review'): ReactElement => (
    <Shell>
      <FieldsForm
        source={{ transport: harness.scriptedTransport(envelope).transport, key: 'hydration' }}
        initialEnvelope={envelope}
        controls={look.controls}
        locale="de"
        mode={mode}
        drafts={false}
        now={() => new Date('2026-11-21T12:00:00Z')}
      />
    </Shell>
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
  for (const cache of caches.splice(0)) cache.sheet.flush();
  container?.remove();
  container = unmount = null;
  vi.restoreAllMocks();
});

/**
 * Shows the server's HTML as a browser does before its scripts load: the inline scripts run as the
 * parser meets them. A streaming server sends a large finished boundary (a look's long class
 * lists make one) after its fallback, with a script that swaps it in a frame or up to 300 ms
 * later. `innerHTML` runs no script (a script element made anew does): the boundary would stay
 * pending in a document done loading, which React takes for one the server could not finish and
 * renders in the page instead.
 */
async function showServerHtml(html: string): Promise<HTMLElement> {
  const page = document.createElement('div');
  page.innerHTML = html;
  document.body.append(page);
  for (const inert of page.querySelectorAll('script')) {
    const script = document.createElement('script');
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  }
  await vi.waitFor(
    () => expect(page.querySelector('template[id^="B:"], [hidden][id^="S:"]')).toBeNull(),
    { timeout: 2_000, interval: 20 },
  );
  return page;
}

/** Hydrates the HTML with a cold page's library; what React complained about, and the markup. */
async function hydrateCold(html: string, lookName: string, mode: 'edit' | 'review') {
  const browser = await freshLibrary(lookName, 'page');
  const { hydrateRoot } = await import('react-dom/client');
  container = await showServerHtml(html);
  const before = container.innerHTML;
  const recoverable: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container as HTMLElement, browser.page(mode), {
      onRecoverableError: (error) => recoverable.push(error),
    }),
  );
  unmount = () => root.unmount();
  // The strings and the review's code come; the boundary that waited for them hydrates.
  await act(() => browser.warm());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { before, recoverable };
}

/** The markup without what effects write after hydration (the form's marker, by design). */
function settledMarkup(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const marker of copy.querySelectorAll('[data-ef-form]'))
    for (const name of marker.getAttributeNames())
      if (name.startsWith('data-ef-') && name !== 'data-ef-form') marker.removeAttribute(name);
  return copy.innerHTML.replace(/<!--.*?-->/g, '');
}

// On React 18.3 (the unit-react18 project) the default look: that project points our modules'
// React at 18.3, and the design systems' own modules (MUI, emotion, Radix) would load the root's
// React 19 beside it.
const LOOKS_HERE = process.env.EXPECT_REACT === '18' ? ['default'] : LOOK_NAMES;

describe.each(LOOKS_HERE)('the %s look', (lookName) => {
  describe.each(['edit', 'review'] as const)(
    'a %s page with dates, a receipt and German',
    (mode) => {
      it.each([
        ['had them loaded (every request after the first)', true],
        ['had not loaded them (the first request)', false],
      ])('hydrates with no mismatch when the server %s', async (_, warmServer) => {
        // What the server and the page say, from the server's first import to the page's last effect.
        const said = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
        const server = await freshLibrary(lookName, 'server');
        if (warmServer) await server.warm();
        const html = await serverHtml(server.page(mode));
        const { before, recoverable } = await hydrateCold(html, lookName, mode);
        // The server drew the form in German, dates as segments, not a stand-in or "Loading".
        expect(before).not.toMatch(/aria-busy="true"/);
        expect(before).toMatch(mode === 'edit' ? /Speichern/ : /Beleg|Quittung|Kvitto|Receipt/);
        if (mode === 'edit') expect(before).toContain('role="spinbutton"');
        expect(recoverable).toEqual([]);
        // Both renderers run in this one process and share the contexts of modules a reset keeps
        // (react-query's, emotion's): React says so once. A server and a page never share them.
        // And this process has jsdom's document, so the server's copy of the library takes the
        // page's layout effect (`useClientLayoutEffect`), which React 18's server renderer warns
        // of; a server has no document (and React 19 does not warn).
        const complaints = said
          .flatMap((spy) => spy.mock.calls)
          .filter(
            ([text]) =>
              !/multiple renderers concurrently|useLayoutEffect does nothing on the server/.test(
                String(text),
              ),
          );
        expect(complaints).toEqual([]);
        expect(settledMarkup(container as HTMLElement)).toBe(
          settledMarkup(Object.assign(document.createElement('div'), { innerHTML: before })),
        );
      });
    },
  );
});
