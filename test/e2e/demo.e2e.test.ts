import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormDriver } from '../../src/testing';
import { launchChromium } from '../tools/chromium';
import { startDemoServer } from '../tools/demoServer';

const OUT = 'test-output';
const require = createRequire(import.meta.url);

/** axe on the whole page (injected from the axe-core package, no network). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axeCore }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/** The two mandatory fields a Swedish receipt report needs besides its name and amount. */
/** A segmented date field's date as its spin buttons say it (year, month and day by name). */
async function shownDate(page: Page, name: RegExp) {
  const group = page.getByRole('group', { name });
  const part = async (segment: string) =>
    (
      (await group
        .getByRole('spinbutton', { name: new RegExp(`^${segment}`) })
        .getAttribute('aria-valuenow')) ?? ''
    ).padStart(2, '0');
  return `${await part('year')}-${await part('month')}-${await part('day')}`;
}

async function fillDateAndCategory(page: Page) {
  const form = createFormDriver(page);
  await form.setDate('Purchase date', '2026-11-20');
  await form.choose('Category', 'Meals');
}

/** The part of the page around the busy field, for the manual's picture ("Getting started"). */
async function fieldClip(page: Page) {
  const box = await page.locator('.ef-field[aria-busy="true"]').boundingBox();
  if (!box) throw new Error('no busy field');
  return { x: 0, y: Math.max(0, box.y - 40), width: 1024, height: box.height + 120 };
}

describe('demo page (npm run dev)', () => {
  let server: ViteDevServer;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, url } = await startDemoServer());
    browser = await launchChromium();
    mkdirSync(OUT, { recursive: true });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(
    width = 1024,
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.getByRole('textbox', { name: /^Report name/ }).waitFor({ timeout: 30_000 });
    return { page, errors };
  }

  it('serves the "New expense report" page and re-calls on the mock service', async () => {
    const { page, errors } = await open();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('New expense report');
    const name = page.getByRole('textbox', { name: /^Report name/ });
    await name.fill('Demo lunch');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('6000');
    await page.keyboard.press('Tab');
    await page.getByText(/need your manager's approval/).waitFor({ timeout: 10_000 });
    expect(await name.inputValue()).toBe('Demo lunch');
    expect(await axeViolations(page)).toEqual([]);
    const png = await page.screenshot({ path: `${OUT}/demo.png`, fullPage: true });
    expect(png.byteLength).toBeGreaterThan(5_000);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it("the testing driver on a Playwright page finds an input of the app's own by label and by property", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL('quick.html', url).href);
    const form = createFormDriver(page);
    await form.fill('Report name', 'Parking');
    await form.fill('Amount (SEK)', '15');
    expect(await form.values()).toMatchObject({ name: 'Parking', 'verification.amount': 15 });
    await form.fill('verification.amount', '16');
    expect(await form.field('Amount (SEK)')).toMatchObject({ property: 'verification.amount' });
    expect(await form.values()).toMatchObject({ 'verification.amount': 16 });
    expect(await form.submit()).toBe('saved');
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  it('fills a receipt report by keyboard, reads the sample receipt (OCR and fiscal QR), and submits', async () => {
    const { page, errors } = await open();
    await page
      .getByRole('combobox', { name: 'Organization' })
      .selectOption({ label: 'Lisboa Lda (Portugal, EUR, fiscal QR)' });
    const name = page.getByRole('textbox', { name: /^Report name/ });
    await name.waitFor({ timeout: 20_000 });
    await name.focus();
    await page.keyboard.type('Almoço com cliente');
    await page.keyboard.press('Tab');
    await page.getByLabel('Receipt', { exact: true }).setInputFiles('public/sample-receipt.png');
    const summary = page.getByRole('region', { name: 'Fiscal QR code' });
    await summary.waitFor({ timeout: 20_000 });
    expect(await summary.textContent()).toContain('123456789');
    const amount = page.getByRole('textbox', { name: /^Amount/ });
    await expect.poll(() => amount.inputValue(), { timeout: 10_000 }).toBe('€35.20');
    expect(await shownDate(page, /^Purchase date/)).toBe('2026-11-20');
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Category/ }).inputValue(), {
        timeout: 10_000,
      })
      .toBe('Meals');
    expect(await page.getByText('From receipt').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${OUT}/receipt-scanned.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    // The page now shows the report as a person reads it, under a heading that names it.
    const created = page.getByRole('heading', { level: 1, name: /^Expense report R-\d+$/ });
    await created.waitFor({ timeout: 20_000 });
    expect(await page.locator('#demo-report-title').textContent()).toBe('Almoço com cliente');
    expect(await page.getByText('€35.20').count()).toBeGreaterThanOrEqual(1);
    expect(await page.getByText(/canBeEdited/).count()).toBe(0);
    await page.screenshot({ path: `${OUT}/report-created.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  /** The drafts stored in the page's IndexedDB, as JSON (the database is not created when absent). */
  const storedDrafts = (page: Page) =>
    page.evaluate(async () => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes('expense-fields-drafts')) return [];
      return new Promise<string[]>((resolve, reject) => {
        const request = indexedDB.open('expense-fields-drafts');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const all = db.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            resolve(all.result.map((draft) => JSON.stringify(draft)));
            db.close();
          };
        };
      });
    });
  const draftCount = async (page: Page) => (await storedDrafts(page)).length;

  /** Type into three fields (the amount re-calls), wait for the draft, and reload the page. */
  async function typeThenReload(page: Page) {
    await page.getByRole('textbox', { name: /^Report name/ }).fill('Draft trip');
    await page.getByRole('textbox', { name: /^Comment/ }).fill('Taxi to the airport');
    await fillDateAndCategory(page);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('6000');
    await page.keyboard.press('Tab');
    await page.getByText(/need your manager's approval/).waitFor({ timeout: 10_000 });
    // The stored draft holds the last value typed (a draft written before it would pass a count,
    // and the write on page hide may not land before the reload on a busy machine).
    await expect
      .poll(async () => (await storedDrafts(page)).join(), { timeout: 10_000 })
      .toContain('"6000"');
    expect(await draftCount(page)).toBe(1);
    // Leaving with unsaved changes asks first (beforeunload): the test says "leave".
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page.getByRole('textbox', { name: /^Report name/ }).waitFor({ timeout: 30_000 });
  }

  it('keeps a draft across a reload: restore brings every value back and submits; the submit leaves no draft', async () => {
    const { page, errors } = await open();
    await typeThenReload(page);
    const offer = page.getByText(/^You have unsaved changes from \d/);
    await offer.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('textbox', { name: /^Report name/ }).inputValue()).toBe('');
    await page.screenshot({ path: `${OUT}/draft-offer.png` });
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    expect(await page.getByRole('textbox', { name: /^Report name/ }).inputValue()).toBe(
      'Draft trip',
    );
    expect(await page.getByRole('textbox', { name: /^Comment/ }).inputValue()).toBe(
      'Taxi to the airport',
    );
    expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe(
      'SEK\u00a06,000.00',
    );
    expect(await shownDate(page, /^Purchase date/)).toBe('2026-11-20');
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Category/ }).inputValue(), {
        timeout: 10_000,
      })
      .toBe('Meals');
    // The restored amount re-called: the server's answer to it is back too.
    await page.getByText(/need your manager's approval/).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Over 5000 SEK and no receipt: the service warns, and the user saves anyway.
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await page
      .getByRole('heading', { level: 1, name: /^Expense report R-\d+$/ })
      .waitFor({ timeout: 20_000 });
    expect(await page.locator('#demo-report-title').textContent()).toBe('Draft trip');
    await expect.poll(() => draftCount(page), { timeout: 5_000 }).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('discards a draft: the server envelope stays, and the next reload offers nothing', async () => {
    const { page, errors } = await open();
    await typeThenReload(page);
    await page.getByRole('button', { name: 'Discard' }).click();
    expect(await page.getByRole('textbox', { name: /^Report name/ }).inputValue()).toBe('');
    expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe('');
    await expect.poll(() => draftCount(page), { timeout: 5_000 }).toBe(0);
    await page.reload();
    const name = page.getByRole('textbox', { name: /^Report name/ });
    await name.waitFor({ timeout: 30_000 });
    // Draft writes wait while an offer is open, and resume once the lookup found none: a new edit
    // stored as a draft is the sign the lookup is over, and nothing was offered.
    await name.fill('After the discard');
    await expect
      .poll(async () => (await storedDrafts(page)).join(), { timeout: 10_000 })
      .toContain('After the discard');
    expect(await page.getByText(/unsaved changes from/).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('shows re-call progress on the field that asked, and one way forward after a 409', async () => {
    const { page, errors } = await open();
    await page.getByRole('checkbox', { name: /^Slow service/ }).check();
    const amount = page.getByRole('textbox', { name: /^Amount/ });
    await amount.fill('6000');
    await page.keyboard.press('Tab');
    const busy = page.locator('.ef-field[aria-busy="true"]');
    await busy.waitFor({ timeout: 5_000 });
    expect(await busy.count()).toBe(1);
    expect(await busy.locator('input').getAttribute('id')).toBe(await amount.getAttribute('id'));
    await page.screenshot({ path: `${OUT}/recall-progress.png`, clip: await fieldClip(page) });
    await busy.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('checkbox', { name: /^Slow service/ }).uncheck();
    await page.getByRole('button', { name: 'Someone else saves (409)' }).click();
    await page.getByRole('textbox', { name: /^Report name/ }).fill('Conference');
    await fillDateAndCategory(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const reload = page.getByRole('button', { name: 'Reload and keep my changes' });
    await reload.waitFor({ timeout: 10_000 });
    // Focus is on the one primary action; Save steps back.
    expect(await reload.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(
      await page.getByRole('button', { name: 'Save', exact: true }).getAttribute('data-variant'),
    ).toBe('secondary');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Someone else changed' })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/conflict.png` });
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('lists the reports saved on the page and opens one for editing (PUT with its version)', async () => {
    const { page, errors } = await open();
    await page.getByRole('textbox', { name: /^Report name/ }).fill('Team lunch');
    await fillDateAndCategory(page);
    await page.getByRole('textbox', { name: /^Amount/ }).fill('450');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Save anyway' }).click(); // no receipt attached
    await page
      .getByRole('heading', { level: 1, name: /^Expense report R-\d+$/ })
      .waitFor({ timeout: 20_000 });
    const saved = page.getByRole('region', { name: 'Reports saved on this page' });
    expect(await saved.textContent()).toContain('Team lunch (version 1)');
    await page.getByRole('button', { name: 'Edit this report' }).click();
    await page
      .getByRole('heading', { level: 1, name: /^Edit expense report R-\d+$/ })
      .waitFor({ timeout: 10_000 });
    const name = page.getByRole('textbox', { name: /^Report name/ });
    await expect.poll(() => name.inputValue(), { timeout: 10_000 }).toBe('Team lunch');
    expect(await page.getByRole('textbox', { name: /^Amount/ }).inputValue()).toBe(
      'SEK\u00a0450.00',
    );
    await name.fill('Team lunch with guests');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Save anyway' }).click();
    await page
      .getByRole('heading', { level: 2, name: 'Team lunch with guests' })
      .waitFor({ timeout: 20_000 });
    expect(await saved.textContent()).toContain('Team lunch with guests (version 2)');
    expect(await saved.getByRole('listitem').count()).toBe(1);
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('passes axe in the dark colour scheme too (contrast of links, notices and errors)', async () => {
    const { page, errors } = await open(1024, 'dark');
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
      true,
    );
    // Show an error and a warning, so their colours are checked on the dark background.
    await page.getByRole('textbox', { name: /^Amount/ }).fill('6000');
    await page.keyboard.press('Tab');
    await page.getByText(/need your manager's approval/).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('heading', { name: /Please (correct|check)/ })
      .waitFor({ timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${OUT}/demo-dark.png`, fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);

  // The manual shows this test (stories/manual/04-testing.mdx, "On a Playwright page").
  // manual-start
  it('saves a report over the limit once the user saves anyway', async () => {
    const page = await browser.newPage();
    await page.goto(url);
    const form = createFormDriver(page);
    await form.fill('Report name', 'Client dinner');
    await form.setDate('Purchase date', '2026-11-20');
    await form.choose('Category', 'Meals');
    await form.fill('Amount', '6000');
    expect(await form.submit()).toBe('warnings');
    expect((await form.errors())['verification.amount']?.kind).toBe('warning');
    expect(await form.saveAnyway()).toBe('saved');
    await page.close();
  }, 60_000);
  // manual-end

  it('the testing driver on a Playwright page: every verb, read and refusal', async () => {
    const { page, errors } = await open();
    const form = createFormDriver(page);
    await expect(form.fill('Tip', '5')).rejects.toThrow(
      'fill: the form shows no field "Tip". It shows: Report name (name),',
    );
    await form.fill('Report name', 'Driven lunch');
    await form.setDate('verification.purchaseDate', '2026-11-20');
    await form.choose('Category', 'Meals');
    await form.fill('Amount', '6000');
    await form.addRecipient('Send a copy to', 'boss@example.se');
    expect(await form.values()).toMatchObject({
      name: 'Driven lunch',
      'verification.purchaseDate': '2026-11-20',
      // As the form sends them: the category's id, the recipients as objects.
      categoryId: 'c1000000000000000000000000000002',
      'verification.amount': 6000,
      emailRecipients: [{ email: 'boss@example.se' }],
    });
    expect(await form.field('Amount')).toMatchObject({
      visible: true,
      required: true,
      busy: false,
    });
    expect(await form.submit()).toBe('warnings');
    expect((await form.summary()).warnings.join()).toContain('over the limit of 5000 SEK');
    expect(await form.saveAnyway()).toBe('saved');
    expect(await form.status()).toBe('saved');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('the testing driver on a Playwright page: switches, guests, a multi-select list, groups, commands', async () => {
    const { page, errors } = await open();
    await page
      .getByRole('combobox', { name: 'Organization' })
      .selectOption({ label: 'Every control' });
    const form = createFormDriver(page.locator('main'));
    await form.toggle('Paid with the company card', false);
    await form.addGuest('Guests', { name: 'Ana Lima', company: 'Porto SA' });
    await form.choose('Tags', ['Meals', 'Hotel']);
    await form.removeGroup('Meals provided');
    const values = await form.values();
    // The tags "Meals" and "Hotel", by the ids the form sends.
    expect(values).toMatchObject({
      cardLiability: false,
      'verification.tags': ['c1000000000000000000000000000002', 'c2000000000000000000000000000004'],
    });
    expect(values['verification.representation.guests']).toHaveLength(3);
    expect(await form.field('Breakfast')).toMatchObject({ visible: false });
    await page
      .getByRole('combobox', { name: 'Organization' })
      .selectOption({ label: 'Nordvik AB (Sweden, SEK)' });
    await form.fill('Amount', '100');
    await form.runCommand('Split expense', { confirm: true });
    expect(await form.field(/^Row 2/)).toMatchObject({ visible: true });
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('the testing driver on a Playwright page: receipt, 409, draft, and a wait that names what is out', async () => {
    const { page, errors } = await open();
    const form = createFormDriver(page);
    await form.attach('Receipt', {
      name: 'sample-receipt.png',
      type: 'image/png',
      contents: readFileSync('public/sample-receipt.png'),
    });
    expect(await form.field('Amount')).toMatchObject({ scanned: true });
    await page.getByRole('button', { name: 'Someone else saves (409)' }).click();
    await form.fill('Report name', 'Conference');
    expect(await form.submit()).toBe('conflict');
    await form.reloadKeepingChanges();
    expect((await form.values()).name).toBe('Conference');
    await page.getByRole('checkbox', { name: /^Slow service/ }).check();
    await expect(
      createFormDriver(page, { timeoutMs: 200 }).fill('Comment', 'Taxi'),
    ).resolves.toBeUndefined();
    await expect(createFormDriver(page, { timeoutMs: 200 }).fill('Amount', '70')).rejects.toThrow(
      /^Not settled after 0\.2 s: re-call PUT \S+ sent \d\.\d s ago\.$/,
    );
    await form.settled({ timeoutMs: 20_000 });
    await page.getByRole('checkbox', { name: /^Slow service/ }).uncheck();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await form.restoreDraft();
    expect(await form.values()).toMatchObject({ name: 'Conference', comment: 'Taxi' });
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('is usable 360 px wide', async () => {
    const { page } = await open(360);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${OUT}/demo-360.png`, fullPage: true });
    await page.close();
  }, 60_000);
});
