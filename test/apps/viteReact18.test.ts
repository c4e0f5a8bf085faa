// The Vite example on React 18.3 (vite-react18/): `vite build` against the packed tarball, then
// `vite preview` and Chromium. The mock runs in the page behind MSW's Service Worker; each load
// starts from a fresh browser (no worker registered yet), mounts the form on React 18, takes a
// typed value, stores a report and reports no error.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../tools/chromium';
import { appServer, type AppServer } from './appServer';
import { coldPage, formSettled } from './coldPage';

const app = join(process.cwd(), 'test/apps/vite-react18');
const vite = join(process.cwd(), 'node_modules/.bin/vite');
// A production build (Vitest's NODE_ENV 'test' would select React's development builds).
const env = { ...process.env, NODE_ENV: 'production' };
let server: AppServer | undefined;
let browser: Browser;

beforeAll(async () => {
  await promisify(execFile)(vite, ['build'], { cwd: app, env });
  server = await appServer(
    vite,
    (port) => ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: app, env, ready: /Local:/ },
  );
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.stop();
});

it.each([1, 2])(
  'load %i: React 18.3 mounts the form from the mock, takes a value and stores a report, with no error',
  async () => {
    const { page, errors, close } = await coldPage(browser);
    await page.goto(server?.origin ?? '');
    await formSettled(page);
    expect(await page.locator('footer').textContent()).toMatch(/^React 18\.3\./);

    await page.getByRole('textbox', { name: /^Report name/ }).fill('Lunch on React 18');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('42');
    await page.keyboard.press('Tab');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/expensereports\b/.test(response.url()),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Answered by the mock in the page (the Service Worker hands it the request): stored.
    expect((await created).status()).toBe(200);
    await page.getByText(/^Saved report /).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await close();
  },
  120_000,
);
