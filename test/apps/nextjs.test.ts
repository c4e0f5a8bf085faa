// The Next.js App Router example (nextjs-app-router/, create-next-app's shape: TypeScript, Cache
// Components): `next build` against the packed tarball (type-checked against its declarations),
// then `next start` and Chromium. A server component reads the envelope per request from the
// mock (`handleMockRequest`, inside <Suspense>) and renders <FieldsForm initialEnvelope> with
// parts placed from the server; the browser's form talks to the same mock through the app's
// route handler. The page hydrates without a mismatch, loads nothing more, re-calls and saves.
// A German page with dates, a receipt and lists is loaded twice from a fresh browser each time:
// whatever the server process had loaded by then, the HTML holds the real fields and hydrates
// without an error.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../tools/chromium';
import type { AppServer } from './appServer';
import { coldPage, formSettled } from './coldPage';
import { mockCalls, nextEnv, nextStart, recallAndSave } from './nextApp';

const run = promisify(execFile);
const app = join(process.cwd(), 'test/apps/nextjs-app-router');
const next = join(process.cwd(), 'node_modules/.bin/next');
let server: AppServer | undefined;
let origin = '';
let browser: Browser;

beforeAll(async () => {
  await run(next, ['build'], { cwd: app, env: nextEnv });
  server = await nextStart(next, app);
  origin = server.origin;
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.stop();
});

it('renders the fields on the server, hydrates without a mismatch, re-calls and saves', async () => {
  // The server's HTML already holds the placed fields and the rest (no "Loading").
  const html = await (await fetch(origin)).text();
  expect(html).toContain('Report name');
  expect(html).toContain('Comment');
  expect(html).not.toContain('Loading the form');

  const { page, errors, close } = await coldPage(browser);
  const calls = mockCalls(page);
  await page.goto(origin);
  await formSettled(page);
  // The placed fields sit in the server component's grid.
  expect(await page.locator('.ef-grid').getByRole('textbox').count()).toBe(2);
  expect(calls).toEqual([]);

  // The amount asks the service again (a re-call), then the report is saved.
  await recallAndSave(page, calls, 'Lunch on the App Router');
  expect(errors).toEqual([]);
  await close();
}, 120_000);

/** A page opened in a browser that starts cold; what it said, once the form is hydrated. */
async function openCold(path: string) {
  const cold = await coldPage(browser);
  await cold.page.goto(`${origin}${path}`);
  await formSettled(cold.page);
  return cold;
}

it.each(['/de', '/'])(
  'serves %s twice with the real fields in the HTML, and each load hydrates with no error',
  async (path) => {
    for (const load of [1, 2]) {
      const html = await (await fetch(`${origin}${path}`)).text();
      // No date stand-in (a read-only input waiting for code), from the first request on: the
      // segments. A first request may stream "Loading the form" first while German loads on the
      // server; the fields follow in the same response.
      expect(html, `request ${load}`).not.toMatch(/<input[^>]*aria-busy="true"[^>]*data-ef-date/);
      if (path === '/de') {
        expect(html).toContain('role="spinbutton"');
        expect(html).toContain('Speichern');
        expect(html).toContain('Datei auswählen');
      }
      const { page, errors, close } = await openCold(path);
      // Hydrated, not drawn anew: a segment of the server's date field takes keys.
      if (path === '/de') {
        const day = page.getByRole('spinbutton').first();
        await day.focus();
        await page.keyboard.press('ArrowUp');
        await expect.poll(() => day.getAttribute('aria-valuenow')).not.toBeNull();
        expect(await page.getByRole('button', { name: 'Speichern' }).count()).toBe(1);
      }
      // Minified React error #418 / #423 and every other complaint would be here.
      expect(errors, `load ${load} of ${path}`).toEqual([]);
      await close();
    }
  },
  120_000,
);
