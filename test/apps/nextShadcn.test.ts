// The Next.js + shadcn/ui example (next-shadcn/): an App Router app on Tailwind CSS v4 through
// PostCSS, shadcn's colour variables in its globals.css, copied out of the repository with only
// the packages its package.json lists (isolatedApp: expense-fields from the packed tarball, so a
// missing peer fails the build). `next build` type-checks it against the package's declarations;
// `next start` and Chromium then load a first visit: the server component reads the mock's report
// and renders <FieldsForm controls={shadcnControls} initialEnvelope>, so the fields, in shadcn's
// `data-slot` parts, are in the HTML; the page hydrates with no error or warning, Tailwind
// generated the look's classes (Save is the app's `--primary`, and follows it when it changes),
// and a re-call and a save go to the app's mock route.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchChromium } from '../tools/chromium';
import type { AppServer } from './appServer';
import { coldPage, formSettled } from './coldPage';
import { isolatedApp, type IsolatedApp } from './isolatedApp';
import { mockCalls, nextStart, recallAndSave } from './nextApp';

let app: IsolatedApp | undefined;
let server: AppServer | undefined;
let browser: Browser;

beforeAll(async () => {
  app = isolatedApp('next-shadcn');
  const build = await app.run('build');
  expect(build.code, build.output).toBe(0);
  expect(build.output).toMatch(/Finished TypeScript/);
  server = await nextStart(join(app.dir, 'node_modules/.bin/next'), app.dir);
  browser = await launchChromium();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  server?.stop();
  app?.remove();
});

/** A first visit of the app, hydrated and settled; its console's warnings beside its errors. */
async function openCold() {
  const cold = await coldPage(browser);
  const warnings: string[] = [];
  cold.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const calls = mockCalls(cold.page);
  await cold.page.goto(server?.origin ?? '');
  await formSettled(cold.page);
  return { ...cold, warnings, calls };
}

/** Save's background and the app's --primary (a probe beside it coloured by it), as computed. */
const saveColours = (page: Page) =>
  page.getByRole('button', { name: 'Save', exact: true }).evaluate((save) => {
    const probe = document.createElement('span');
    probe.style.backgroundColor = 'var(--primary)';
    save.after(probe);
    const colours = {
      save: getComputedStyle(save).backgroundColor,
      primary: getComputedStyle(probe).backgroundColor,
    };
    probe.remove();
    return colours;
  });

it('renders the report in shadcn’s parts on the server and hydrates it, Save in the app’s --primary', async () => {
  const html = await (await fetch(server?.origin ?? '')).text();
  expect(html).toContain('Report name');
  expect(html).toMatch(/<input[^>]*data-slot="input"/);
  expect(html).toContain('data-slot="form-item"');
  expect(html).not.toContain('Loading the form');

  const { page, errors, warnings, calls, close } = await openCold();
  // Hydrated from the HTML: no load of the fields from the browser.
  expect(calls).toEqual([]);
  const items = await page.locator('form [data-ef-property]').all();
  expect(items.length).toBeGreaterThanOrEqual(3);
  for (const item of items) expect(await item.getAttribute('data-slot')).toBe('form-item');
  for (const box of await page.getByRole('textbox').all()) {
    expect(await box.getAttribute('data-slot')).toMatch(/^(input|textarea)$/);
  }
  const save = page.getByRole('button', { name: 'Save', exact: true });
  expect(await save.getAttribute('data-slot')).toBe('button');

  // Tailwind generated `bg-primary` from the package's classes: the app's --primary.
  const { save: background, primary } = await saveColours(page);
  expect(primary).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  expect(background).toBe(primary);
  await page.evaluate(() =>
    document.documentElement.style.setProperty('--primary', 'rgb(0, 120, 60)'),
  );
  // After the button's own transition (`transition-all`).
  await expect
    .poll(() => saveColours(page))
    .toEqual({ save: 'rgb(0, 120, 60)', primary: 'rgb(0, 120, 60)' });
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
  await close();
});

it('re-calls and saves through the app’s mock route', async () => {
  const { page, errors, warnings, calls, close } = await openCold();
  await recallAndSave(page, calls, 'Lunch in shadcn/ui on the App Router');
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
  await close();
});
