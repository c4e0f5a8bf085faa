// The shadcn/ui example (vite-shadcn/): an app of its own on Tailwind CSS v4 (only the packages
// its package.json lists, expense-fields from the packed tarball, the look's classes read by the
// `@source` line of its index.css) renders the mock's report with `shadcnControls`; `vite build`,
// then `vite preview` and Chromium, each load a cold page with no error. Every field is in
// shadcn's `data-slot` parts, Tailwind generated the look's classes so the app's `--primary`
// colours Save (and recolours it when it changes), a LIST chosen by keyboard in the popover
// re-calls, and the server's message is a form message in the destructive colour.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { coldPage } from './coldPage';
import { chooseCurrency, fillReport, openList, previewedApp, previewedLook } from './lookApp';

const { open, browser } = previewedLook('vite-shadcn');

/** A CSS variable of the page as a computed colour (as `getComputedStyle` writes one). */
const variableColour = (page: Page, name: string) =>
  page.evaluate((variable) => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.color = `var(${variable})`;
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, name);

const saveBackground = (page: Page) =>
  page
    .getByRole('button', { name: 'Save', exact: true })
    .evaluate((button) => getComputedStyle(button).backgroundColor);

it('draws the report in shadcn’s parts coloured by the app’s variables, re-calls on a keyboard choice and shows the server’s message', async () => {
  const { page, errors, close } = await open();

  // Every field a form item; every value field's box shadcn's input (or textarea) inside one.
  const items = await page.locator('form [data-ef-property]').all();
  expect(items.length).toBeGreaterThanOrEqual(10);
  for (const item of items) expect(await item.getAttribute('data-slot')).toBe('form-item');
  const boxes = [
    ...(await page.getByRole('textbox').all()),
    ...(await page.getByRole('combobox').all()),
    ...(await page.locator('form [role="group"][data-ef-date]').all()),
  ];
  expect(boxes.length).toBeGreaterThanOrEqual(10);
  for (const box of boxes) {
    expect(await box.getAttribute('data-slot')).toMatch(/^(input|textarea)$/);
    expect(await box.evaluate((element) => !!element.closest('[data-slot="form-item"]'))).toBe(
      true,
    );
  }
  const save = page.getByRole('button', { name: 'Save', exact: true });
  expect(await save.getAttribute('data-slot')).toBe('button');

  // Tailwind generated the look's classes: Save is `bg-primary`, the app's --primary.
  const primary = await variableColour(page, '--primary');
  expect(await saveBackground(page)).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
  expect(await saveBackground(page)).toBe(primary);
  await page.evaluate(() =>
    document.documentElement.style.setProperty('--primary', 'rgb(200, 0, 0)'),
  );
  // After the button's own transition (`transition-all`).
  await expect.poll(() => saveBackground(page)).toBe('rgb(200, 0, 0)');

  // A LIST chosen by keyboard in the popover (Command-styled options) makes the re-call, which
  // adds the exchange rate of the currency chosen.
  const listbox = await openList(page, /^Currency/);
  expect(await listbox.getAttribute('data-slot')).toBe('command-list');
  expect(await listbox.getByRole('option').first().getAttribute('data-slot')).toBe('command-item');
  expect(await listbox.evaluate((list) => !!list.closest('[data-slot="popover-content"]'))).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await chooseCurrency(page);

  // The server refuses a negative amount: its message is the field's form message, in the
  // destructive colour, and the summary a shadcn alert.
  await fillReport(page, { name: 'Lunch in shadcn/ui', date: '11/20/2026', amount: '-5' });
  await save.click();
  const message = page.locator(
    '[data-ef-property="verification.amount"] [data-slot="form-message"]',
  );
  await message.waitFor({ timeout: 20_000 });
  expect(await message.textContent()).toBe('The amount cannot be negative.');
  expect(await message.evaluate((element) => getComputedStyle(element).color)).toBe(
    await variableColour(page, '--destructive'),
  );
  expect(await page.locator('[data-ef-part="summary"]').getAttribute('data-slot')).toBe('alert');
  expect(errors).toEqual([]);
  await close();
});

it('takes the dark variables with the `.dark` class (?theme=dark)', async () => {
  const { page, errors, close } = await open('?theme=dark');
  const primary = await variableColour(page, '--primary');
  expect(primary).toBe('oklch(0.922 0 0)');
  expect(await saveBackground(page)).toBe(primary);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'oklch(0.145 0 0)',
  );
  expect(errors).toEqual([]);
  await close();
});

// The look's peers are optional (an app of the default look installs neither), so Vite resolves a
// missing one to a module that throws: the build warns, naming the package, and passes; the page
// then fails at once with an error that names it.
it('names @radix-ui/react-popover in the build’s warnings and the page’s error when package.json lacks it', async () => {
  const without = await previewedApp('vite-shadcn', { leaveOut: ['@radix-ui/react-popover'] });
  try {
    expect(without.built).toMatch(
      /IMPORT_IS_UNDEFINED\].*Import `Root` will always be undefined .*'__vite-optional-peer-dep:@radix-ui\/react-popover:expense-fields'/,
    );
    const { page, errors, close } = await coldPage(browser());
    await page.goto(without.origin);
    await expect
      .poll(() => errors, { timeout: 20_000 })
      .toContain(
        'Could not resolve "@radix-ui/react-popover" imported by "expense-fields". Is it installed?',
      );
    expect(await page.locator('[data-ef-form]').count()).toBe(0);
    await close();
  } finally {
    without.stop();
  }
});
