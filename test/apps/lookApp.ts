// The design-system examples (vite-mui/, vite-shadcn/) for the apps tests: each app copied out of
// the repository with only the packages its package.json lists (isolatedApp), built with its own
// `vite build` and served by its own `vite preview`; and what their tests do on the page, a cold
// page's form, a LIST chosen by keyboard, the re-calls sent and a save's body.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appServer, type AppServer } from './appServer';
import { coldPage, formSettled, type ColdPage } from './coldPage';
import { isolatedApp } from './isolatedApp';

/** A built example app and its preview server. */
export interface PreviewedApp {
  origin: string;
  stop(): void;
}

/**
 * Copies the app out, puts MSW's Service Worker script in its public/ (what `npx msw init public`
 * writes), runs its `npm run build` and starts its `vite preview`.
 *
 * @example
 * const app = await previewedApp('vite-mui');
 * await page.goto(app.origin);
 * app.stop();
 */
export async function previewedApp(name: string): Promise<PreviewedApp> {
  const app = isolatedApp(name);
  let server: AppServer | undefined;
  try {
    mkdirSync(join(app.dir, 'public'));
    copyFileSync(
      join(process.cwd(), 'node_modules/msw/lib/mockServiceWorker.js'),
      join(app.dir, 'public/mockServiceWorker.js'),
    );
    const build = await app.run('build');
    expect(build.output).toMatch(/✓ built in/);
    expect(build.code).toBe(0);
    server = await appServer(
      join(app.dir, 'node_modules/.bin/vite'),
      (port) => ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
      { cwd: app.dir, env: { ...process.env, NODE_ENV: 'production' }, ready: /Local:/ },
    );
  } catch (error) {
    app.remove();
    throw error;
  }
  const started = server;
  return {
    origin: started.origin,
    stop: () => {
      started.stop();
      app.remove();
    },
  };
}

/**
 * A cold page of the app at `query`, its form mounted and settled.
 *
 * @example
 * const { page, errors, close } = await openForm(browser, app.origin, '?lang=de');
 */
export async function openForm(browser: Browser, origin: string, query = ''): Promise<ColdPage> {
  const cold = await coldPage(browser);
  await cold.page.goto(`${origin}/${query}`);
  await formSettled(cold.page);
  return cold;
}

const RECALL = /\/me\/organizations\/[^/]+\/expensereports\/fields\b/;
const SAVE = /\/expensereports(\?|$)/;

/**
 * Counts the re-calls (PUTs of the fields endpoint) the page sends from now on.
 *
 * @example
 * const recalls = countRecalls(page);
 * await expect.poll(() => recalls.count).toBe(1);
 */
export function countRecalls(page: Page): { count: number } {
  const counted = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'PUT' && RECALL.test(request.url())) counted.count += 1;
  });
  return counted;
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
export async function chooseByKeyboard(page: Page, name: RegExp): Promise<string> {
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
