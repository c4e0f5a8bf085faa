// The Material UI example (vite-mui/): an app of its own (only the packages its package.json
// lists, expense-fields from the packed tarball) renders the mock's report with `muiControls`
// inside MUI's ThemeProvider, without expense-fields/styles.css; `vite build`, then `vite preview`
// and Chromium, each load a cold page with no error. Every value field is in MUI's field parts, a
// LIST chosen by keyboard in MUI's list re-calls, the server's message is MUI helper text under an
// MUI Alert summary, the dark theme colours the form, and a German date typed in segments saves
// as 2026-11-20.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  chooseCurrency,
  fillReport,
  nextSave,
  openList,
  previewedLook,
  sentValue,
} from './lookApp';

const { open } = previewedLook('vite-mui');

it('draws every field in MUI’s parts, re-calls on a keyboard choice and shows the server’s message', async () => {
  const { page, errors, close } = await open();

  // Every value field (text, number, list, date, multi-line, recipients) inside a FormControl.
  const boxes = [
    ...(await page.getByRole('textbox').all()),
    ...(await page.getByRole('combobox').all()),
    ...(await page.locator('form [role="group"][data-ef-date]').all()),
  ];
  expect(boxes.length).toBeGreaterThanOrEqual(10);
  for (const box of boxes)
    expect(await box.evaluate((element) => !!element.closest('.MuiFormControl-root'))).toBe(true);
  for (const frame of await page.locator('form [data-ef-property]').all())
    expect(await frame.getAttribute('class')).toMatch(/\bMuiFormControl-root\b/);
  // A required field's label carries MUI's own asterisk.
  expect(await page.locator('[data-ef-property="name"] label .MuiFormLabel-asterisk').count()).toBe(
    1,
  );

  // A LIST chosen by keyboard in MUI's list (a Paper in a Popper) makes the re-call, which adds
  // the exchange rate of the currency chosen.
  const currency = page.getByRole('combobox', { name: /^Currency/ });
  expect(await currency.getAttribute('class')).toMatch(/\bMuiInputBase-input\b/);
  const listbox = await openList(page, /^Currency/);
  expect(await listbox.evaluate((list) => !!list.closest('.MuiPopper-root .MuiPaper-root'))).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await chooseCurrency(page);

  // The server refuses a negative amount: its message is MUI helper text in the error state, the
  // summary an MUI Alert.
  await fillReport(page, { name: 'Lunch in Material UI', date: '11/20/2026', amount: '-5' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const message = page.locator(
    '[data-ef-property="verification.amount"] .MuiFormHelperText-root.Mui-error',
  );
  await message.waitFor({ timeout: 20_000 });
  expect(await message.textContent()).toBe('The amount cannot be negative.');
  await page.locator('[data-ef-part="summary"].MuiAlert-root').waitFor();
  expect(errors).toEqual([]);
  await close();
});

it('colours the form by the dark theme with ?theme=dark', async () => {
  const colours = async (page: Page) => ({
    input: await page
      .getByRole('textbox', { name: /^Report name/ })
      .evaluate((element) => getComputedStyle(element).color),
    body: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
  });
  const light = await open();
  expect(await colours(light.page)).toEqual({
    input: 'rgba(0, 0, 0, 0.87)',
    body: 'rgb(255, 255, 255)',
  });
  await light.close();

  const { page, errors, close } = await open('?theme=dark');
  // The theme's text colour on the inputs, CssBaseline's dark background on the page.
  expect(await colours(page)).toEqual({ input: 'rgb(255, 255, 255)', body: 'rgb(18, 18, 18)' });
  // The list's popup is a dark Paper.
  const paper = (await openList(page, /^Currency/)).locator('xpath=..');
  expect(await paper.getAttribute('class')).toMatch(/\bMuiPaper-root\b/);
  expect(await paper.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
    'rgb(18, 18, 18)',
  );
  expect(errors).toEqual([]);
  await close();
});

it('saves a German date typed in segments with ?lang=de as 2026-11-20', async () => {
  const { page, errors, close } = await open('?lang=de');
  const segments = page.getByRole('group', { name: /^Purchase date/ }).getByRole('spinbutton');
  expect(await segments.evaluateAll((all) => all.map((s) => s.getAttribute('aria-label')))).toEqual(
    ['Tag', 'Monat', 'Jahr'],
  );
  await fillReport(page, { name: 'Mittagessen', date: '20.11.2026', amount: '42' });
  expect(await segments.allTextContents()).toEqual(['20', '11', '2026']);
  const saved = nextSave(page);
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  expect(sentValue(await saved, 'verification.purchaseDate')).toBe('2026-11-20');
  // The mock warns that no receipt is attached; saved anyway, the report is stored.
  await page.getByRole('button', { name: 'Trotzdem speichern', exact: true }).click();
  await page.getByText(/^Saved report /).waitFor({ timeout: 20_000 });
  expect(errors).toEqual([]);
  await close();
});
