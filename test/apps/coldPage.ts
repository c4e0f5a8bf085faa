// A page of an example app as a first visit sees it, for the apps tests.
import type { Browser, Page } from 'playwright-core';

/** A page with every error it reports. */
export interface ColdPage {
  page: Page;
  /** Page errors and console errors (React's minified #418 among them), in order. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A page in a browser context of its own: nothing cached, no Service Worker, no storage.
 *
 * @example
 * const { page, errors, close } = await coldPage(browser);
 * await page.goto(origin);
 * await formSettled(page);
 * expect(errors).toEqual([]);
 */
export async function coldPage(browser: Browser): Promise<ColdPage> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A missing favicon's 404 is the one resource error expected.
    if (message.type() === 'error' && !/favicon|Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  return { page, errors, close: () => context.close() };
}

/**
 * Resolves once the page's form is mounted (or hydrated) and settled: its marker is written by an
 * effect, which runs after hydration.
 *
 * @example
 * await formSettled(page);
 */
export function formSettled(page: Page): Promise<void> {
  return page
    .locator('[data-ef-form][data-ef-settled="true"]')
    .waitFor({ state: 'attached', timeout: 30_000 });
}
