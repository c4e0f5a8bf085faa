// A strict Content-Security-Policy with Trusted Types: an app built by Vite from the packed
// tarball (csp-page/) loads the form from the mock at its own origin, re-calls, sends a receipt
// photo through the image Worker (a file of the app's, not a data: URL) and saves, with no
// `securitypolicyviolation` event.
import { readFileSync, rmSync, mkdtempSync, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import react from '@vitejs/plugin-react';
import { PNG } from 'pngjs';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFormDriver } from '../../src/testing';
import { launchChromium } from '../tools/chromium';

const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "worker-src 'self'",
  "connect-src 'self'",
  "img-src 'self' blob: data:",
  "require-trusted-types-for 'script'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

const app = join(process.cwd(), 'test/apps/csp-page');
const out = mkdtempSync(join(tmpdir(), 'expense-fields-csp-'));
let server: Server;
let origin = '';
let browser: Browser;

/** Serves the built app, every response under the policy. */
function serve(dir: string): Promise<string> {
  server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    response.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': POLICY,
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    }),
  );
}

/** A 2600 × 1600 photo-like PNG: over the 2400 px edge limit, so it is re-encoded. */
function largePhoto(): Buffer {
  const png = new PNG({ width: 2600, height: 1600 });
  for (let y = 0; y < png.height; y += 1)
    for (let x = 0; x < png.width; x += 1) {
      const at = (y * png.width + x) * 4;
      png.data[at] = (x * 7) % 256;
      png.data[at + 1] = (y * 3 + x) % 256;
      png.data[at + 2] = (x ^ y) % 256;
      png.data[at + 3] = 255;
    }
  return PNG.sync.write(png);
}

beforeAll(async () => {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: app,
      configFile: false,
      mode: 'production',
      logLevel: 'silent',
      plugins: [react()],
      // mockServiceWorker.js (`npx msw init public`), as the README's mock set-up says.
      publicDir: join(process.cwd(), 'public'),
      build: { outDir: out, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  origin = await serve(out);
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(out, { recursive: true, force: true });
});

it('loads, re-calls, shrinks a photo in the Worker and saves with no CSP violation', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Chromium's own words for a refusal, beside the events the page counts (a 400 the save's
  // warning answers with is logged too, and is no refusal).
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted ?Type|Refused to/i.test(message.text()))
      errors.push(message.text());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  /** A wait that failed says what the page said, not only "not found". */
  const explain = async (error: unknown): Promise<never> => {
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations,
    );
    const text = await page.locator('body').innerText();
    throw new Error(`${String(error)}\n${JSON.stringify({ errors, violations, workers, text })}`);
  };
  await page.goto(origin);
  const name = page.getByRole('textbox', { name: /^Report name/ });
  await name.waitFor({ timeout: 30_000 }).catch(explain);
  await name.fill('Lunch under a strict policy');
  await page.getByRole('textbox', { name: /^Amount/ }).fill('6000');
  await page.keyboard.press('Tab');
  // The re-call's answer: over 5000 SEK needs approval.
  await page.getByText(/need your manager's approval/).waitFor({ timeout: 15_000 });

  const photo = largePhoto();
  await page
    .getByLabel('Receipt', { exact: true })
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: photo });
  await page
    .getByText(/Attached: photo\.jpg/)
    .waitFor({ timeout: 30_000 })
    .catch(explain);
  // The Worker ran from a file of the app's own origin, and the photo went re-encoded.
  await page.getByText(/^Made smaller before sending/).waitFor();
  expect(workers).toHaveLength(1);
  expect(workers[0]).toMatch(new RegExp(`^${origin}/assets/shrinkImage\\.worker-[\\w-]+\\.js`));
  const upload = await page.evaluate(() => {
    const requests = (
      window as unknown as { mockRequests: { endpoint: string; headers: Record<string, string> }[] }
    ).mockRequests;
    return requests
      .filter((request) => request.endpoint === 'content')
      .map((request) => request.headers['content-type']);
  });
  expect(upload).toEqual(['image/jpeg']);

  const form = createFormDriver(page);
  await form.setDate('Purchase date', '2026-11-20');
  await form.choose('Category', 'Meals');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Over 5000 SEK: the service warns, and the user saves anyway.
  await page.getByRole('button', { name: 'Save anyway' }).click();
  await page
    .getByText(/^Saved report /)
    .waitFor({ timeout: 20_000 })
    .catch(explain);

  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
}, 120_000);
