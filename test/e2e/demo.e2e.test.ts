import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../tools/chromium';
import { startDemoServer } from '../tools/demoServer';

const OUT = 'test-output';

describe('demo page (npm run dev)', () => {
  let server: ViteDevServer;
  let url: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ server, url } = await startDemoServer());
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves the "New expense report" page and screenshots it', async () => {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
      .toBe('New expense report');
    // The envelope comes from the mock service through the service worker; a re-call follows the amount.
    const name = page.getByRole('textbox', { name: /^Report name/ });
    await name.waitFor({ timeout: 20_000 });
    await name.fill('Demo lunch');
    await page.getByRole('textbox', { name: /^Amount/ }).fill('6000');
    await page.keyboard.press('Tab');
    await page.getByText(/need your manager's approval/).waitFor({ timeout: 10_000 });
    expect(await name.inputValue()).toBe('Demo lunch');
    mkdirSync(OUT, { recursive: true });
    const png = await page.screenshot({ path: `${OUT}/demo.png`, fullPage: true });
    expect(png.byteLength).toBeGreaterThan(5_000);
    expect(errors).toEqual([]);
    await page.close();
  }, 60_000);
});
