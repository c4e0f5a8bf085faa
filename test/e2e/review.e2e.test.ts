import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Values read with core alone, as an app without a session does: the built-in definitions first
// (ARCHITECTURE.md "Control types").
import { defaultControlTypes } from '../../src/core/controlTypes/defaultControlTypes';
import { ensureControlTypes } from '../../src/core/wire/controlTypeOf';
import { shownValue } from '../../src/core/changes/shownValue';
import { holdsValue, indexFields } from '../../src/core/wire/fieldIndex';
import { REVIEW_LABEL, reviewReport } from '../../src/demo/reviewReport';
import { resolveMessages } from '../../src/i18n/messages';
import { launchChromium } from '../tools/chromium';
import { startDemoServer } from '../tools/demoServer';

const en = resolveMessages('en');
/** Text as pdftotext and the DOM give it, compared with every run of white space as one space. */
const flat = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** What the review must show for each visible field of the report: its label and its value. */
function expectedEntries(origin: string) {
  ensureControlTypes(defaultControlTypes);
  const { report } = reviewReport(origin);
  return indexFields(report)
    .filter((entry) => entry.shown && holdsValue(entry.item))
    .map(({ item }) => {
      const shown = shownValue(report, item, {
        locale: 'en',
        words: { yes: en.yes, no: en.no },
      });
      const values = shown.files
        ? shown.files.map((file) => `Open ${file.name}`)
        : shown.items && shown.items.length > 0
          ? shown.items
          : [shown.text === '' ? en.emptyValue : shown.text];
      return { label: item.name ?? item.property, values: values.map(flat) };
    });
}

describe('review page (mode="review") in Chromium', () => {
  let server: ViteDevServer;
  let url: string;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    ({ server, url } = await startDemoServer());
    browser = await launchChromium();
    page = await browser.newPage();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the stored report as text, no input, and marks exactly the changed fields', async () => {
    await page.goto(new URL('review.html', url).href);
    await page.getByRole('term').first().waitFor();
    expect(await page.locator('input, select, textarea, form').count()).toBe(0);
    const marked = await page
      .locator('[data-ef-change]')
      .evaluateAll((entries) => entries.map((entry) => entry.getAttribute('data-ef-property')));
    expect(marked).toEqual([
      'verification.amount',
      'emailRecipients',
      'verification.specification[0].meals.lunch',
    ]);
    expect(
      flat(
        (await page
          .locator('[data-ef-property="verification.amount"] .ef-review-was')
          .textContent()) ?? '',
      ),
    ).toBe('was €1,200.00');
    await expect(page.getByRole('status').first().textContent()).resolves.toBe('3 changes');
    const receipt = page.getByRole('link', { name: /Open dinner-receipt\.png/ });
    expect(await receipt.getAttribute('href')).toBe(new URL('sample-receipt.png', url).href);
  });

  it('prints every visible field label and value to PDF, the report name and number at the top', async () => {
    await page.goto(new URL('review.html?base=none', url).href);
    await page.getByRole('term').first().waitFor();
    await page.emulateMedia({ media: 'print' });
    const folder = mkdtempSync(join(tmpdir(), 'ef-review-pdf-'));
    try {
      const pdf = join(folder, 'review.pdf');
      writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: false }));
      const text = flat(execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }));
      const raw = flat(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }));
      expect(raw.startsWith(`Client visit Lisbon ${REVIEW_LABEL}`)).toBe(true);
      const missing = expectedEntries(new URL(url).origin).flatMap(({ label, values }) =>
        [label, ...values].filter((part) => !raw.includes(part) && !text.includes(part)),
      );
      expect(missing).toEqual([]);
      // No buttons in print: the dismissible notices' close buttons are gone.
      expect(raw).not.toContain('×');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
