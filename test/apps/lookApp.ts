// The design-system examples (vite-mui/, vite-shadcn/) for the apps tests: each app copied out of
// the repository with only the packages its package.json lists (isolatedApp), built with its own
// `vite build` and served by its own `vite preview`; and what their tests do on the page, a cold
// page's form, a LIST chosen by keyboard, the re-calls sent and a save's body.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { launchChromium } from '../tools/chromium';
import { appServer } from './appServer';
import { coldPage, formSettled, type ColdPage } from './coldPage';
import { isolatedApp } from './isolatedApp';

/** A built example app and its preview server. */
export interface PreviewedApp {
  origin: string;
  /** What `npm run build` printed. */
  built: string;
  stop(): void;
}

/**
 * Copies the app out (less the packages in `leaveOut`), puts MSW's Service Worker script in its
 * public/ (what `npx msw init public` writes), runs its `npm run build`, which must pass, and
 * starts its `vite preview`.
 *
 * @example
 * const app = await previewedApp('vite-mui');
 * await page.goto(app.origin);
 * app.stop();
 */
export async function previewedApp(
  name: string,
  options: { leaveOut?: string[] } = {},
): Promise<PreviewedApp> {
  const app = isolatedApp(name, options);
  try {
    mkdirSync(join(app.dir, 'public'));
    copyFileSync(
      join(process.cwd(), 'node_modules/msw/lib/mockServiceWorker.js'),
      join(app.dir, 'public/mockServiceWorker.js'),
    );
    const build = await app.run('build');
    expect(build.output).toMatch(/✓ built in/);
    expect(build.code).toBe(0);
    const server = await appServer(
      join(app.dir, 'node_modules/.bin/vite'),
      (port) => ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      { cwd: app.dir, env: { ...process.env, NODE_ENV: 'production' }, ready: /Local:/ },
    );
    return {
      origin: server.origin,
      built: build.output,
      stop: () => {
        server.stop();
        app.remove();
      },
    };
  } catch (error) {
    app.remove();
    throw error;
  }
}

/**
 * The app built and previewed once for the test file (before its first test), with Chromium;
 * `open(query)` is a cold page of it at `query`, its form mounted and settled.
 *
 * @example
 * const { open } = previewedLook('vite-mui');
 * it('…', async () => {
 *   const { page, errors, close } = await open('?lang=de');
 * });
 */
export function previewedLook(name: string): {
  open(query?: string): Promise<ColdPage>;
  /** The file's Chromium, once launched. */
  browser(): Browser;
} {
  let app: PreviewedApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await previewedApp(name);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    app?.stop();
  });
  return {
    async open(query = '') {
      if (!app || !browser) throw new Error(`${name} is not previewed.`);
      const cold = await coldPage(browser);
      await cold.page.goto(`${app.origin}/${query}`);
      await formSettled(cold.page);
      return cold;
    },
    browser() {
      if (!browser) throw new Error('Chromium is not launched.');
      return browser;
    },
  };
}

const RECALL = /\/me\/organizations\/[^/]+\/expensereports\/fields\b/;
const SAVE = /\/expensereports(\?|$)/;

/**
 * Opens a LIST's popup by keyboard (focus, ArrowDown) and waits for its first option; its listbox.
 *
 * @example
 * const listbox = await openList(page, /^Currency/);
 */
export async function openList(page: Page, name: RegExp): Promise<Locator> {
  await page.getByRole('combobox', { name }).focus();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox', { name });
  await listbox.getByRole('option').first().waitFor();
  return listbox;
}

/**
 * Chooses another currency by keyboard and checks that the choice made exactly one re-call (a
 * PUT of the fields endpoint), whose answer adds the exchange rate; fills that in.
 *
 * @example
 * await chooseCurrency(page);
 */
export async function chooseCurrency(page: Page): Promise<void> {
  let recalls = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && RECALL.test(request.url())) recalls += 1;
  });
  await chooseByKeyboard(page, /^Currency/);
  await expect.poll(() => recalls, { timeout: 20_000 }).toBe(1);
  const rate = page.getByRole('textbox', { name: /^Exchange rate to SEK/ });
  await rate.waitFor({ timeout: 20_000 });
  await formSettled(page);
  await rate.fill('11');
}

/**
 * The next save's request (a POST of the report), once it is sent.
 *
 * @example
 * const saved = nextSave(page);
 * await save.click();
 * expect(sentValue(await saved, 'name')).toBe('Lunch');
 */
export async function nextSave(page: Page): Promise<string | null> {
  const request = await page.waitForRequest(
    (sent) => sent.method() === 'POST' && SAVE.test(sent.url()),
  );
  return request.postData();
}

/** The value a save's body (a fields envelope) sent for a property. */
export function sentValue(body: string | null, property: string): unknown {
  const { fields } = JSON.parse(body ?? '{}') as { fields: { property: string; value: unknown }[] };
  return fields.find((field) => field.property === property)?.value;
}

/**
 * Focuses a LIST, opens it with ArrowDown, moves to its first option with ArrowDown and takes it
 * with Enter; the field's new text, which differs from the one before.
 *
 * @example
 * await chooseByKeyboard(page, /^Currency/);
 */
async function chooseByKeyboard(page: Page, name: RegExp): Promise<string> {
  const box = page.getByRole('combobox', { name });
  const before = await box.inputValue();
  await box.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox', { name }).getByRole('option').nth(1).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
  const after = await box.inputValue();
  expect(after).not.toBe(before);
  return after;
}

/**
 * Fills what the mock's report needs before its save is sent (the client checks its required
 * fields): the report name, a category chosen by keyboard, the purchase date typed in segments
 * as the locale writes it, and the amount; the form settled after the amount's re-call.
 *
 * @example
 * await fillReport(page, { name: 'Lunch', date: '11/20/2026', amount: '42' });
 */
export async function fillReport(
  page: Page,
  report: { name: string; date: string; amount: string },
): Promise<void> {
  await page.getByRole('textbox', { name: /^Report name/ }).fill(report.name);
  await chooseByKeyboard(page, /^Category/);
  await page
    .getByRole('group', { name: /^Purchase date/ })
    .getByRole('spinbutton')
    .first()
    .click();
  await page.keyboard.type(report.date);
  await page.getByRole('textbox', { name: /^Amount/ }).fill(report.amount);
  await page.keyboard.press('Tab');
  await formSettled(page);
}
