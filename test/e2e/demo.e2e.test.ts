import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../tools/chromium';
import { startDemoServer } from '../tools/demoServer';

const OUT = 'test-output';
const require = createRequire(import.meta.url);

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

  async function open(width = 1024): Promise<{ page: Page; errors: string[] }> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
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
    // axe on the whole demo page (injected from the axe-core package, no network).
    await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      const result = await (window as unknown as { axe: typeof axeCore }).axe.run(document, {
        resultTypes: ['violations'],
      });
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    });
    expect(violations).toEqual([]);
    const png = await page.screenshot({ path: `${OUT}/demo.png`, fullPage: true });
    expect(png.byteLength).toBeGreaterThan(5_000);
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
    await expect.poll(() => amount.inputValue(), { timeout: 10_000 }).toBe('35.20');
    expect(await page.getByLabel(/^Purchase date/).inputValue()).toBe('2026-11-20');
    await expect
      .poll(() => page.getByRole('combobox', { name: /^Category/ }).inputValue(), {
        timeout: 10_000,
      })
      .toBe('Meals');
    expect(await page.getByText('From receipt').count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: `${OUT}/receipt-scanned.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).focus();
    await page.keyboard.press('Enter');
    const created = page.getByRole('heading', { name: /^Report R-\d+ created$/ });
    await created.waitFor({ timeout: 20_000 });
    expect(await page.getByText('35.20 EUR').count()).toBe(1);
    await page.screenshot({ path: `${OUT}/report-created.png`, fullPage: true });
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
