// The manual's "A screen of your own" (stories/manual/03-own-screen.mdx) shows readmeScreen.tsx:
// it runs as shown, in Chromium, against the mock.
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createExpenseClient } from '../../src/core/http/client';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../src/mock';
import { startBrowserMock } from '../tools/browserMock';
import '../../src/styles.css';
import { ReportScreen } from './readmeScreen';

const mock = startBrowserMock();
afterEach(() => {
  mock.reset();
  document.body.replaceChildren();
});

const requests = (endpoint: string) =>
  mock.requests.filter((request) => request.endpoint === endpoint);

describe('the manual\'s "A screen of your own" in Chromium', () => {
  it('loads, re-calls on the amount, shows the server error on the amount, and saves', async () => {
    // The basic report: name, an amount that triggers re-calls, and a few more fields.
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
    await page.viewport(1000, 800); // wider than a phone: two columns
    const client = createExpenseClient({
      baseUrl: MOCK_BASE_URL,
      getAccessToken: () => MOCK_TOKEN,
    });
    render(<ReportScreen source={{ organizationId: MOCK_IDS.swedishOrg, client }} />);

    const form = await screen.findByRole('form', { name: 'New expense report' });
    // Labels of the screen's own, with the required mark and its words, and help.
    const name = await within(form).findByRole('textbox', { name: 'Trip (required)' });
    expect(name).toHaveAccessibleDescription('Where and why, in a few words.');
    const amount = within(form).getByRole('textbox', { name: 'Total incl. VAT (SEK) (required)' });
    const amountField = amount.closest('.ef-field') as HTMLElement;
    expect(amountField.querySelector('.ef-label')).toHaveTextContent(/^Total incl\. VAT \(SEK\)\*/);
    expect(getComputedStyle(amountField.querySelector('.ef-label') as Element).fontWeight).toBe(
      '600',
    );
    // Two columns: the name (with the guests below it, in a column of the screen's own) and the
    // amount side by side in the grid; the rest below, once each.
    const guests = within(form).getByRole('textbox', { name: 'Number of guests' });
    const grid = form.querySelector('.ef-grid');
    expect(grid).toContainElement(name);
    expect(grid).toContainElement(guests);
    expect(grid).toContainElement(amount);
    // Side by side: the two fields (and so their labels) start on the same line. The inputs'
    // own tops are not compared: a label's height follows the machine's fonts.
    const nameField = name.closest('.ef-field') as Element;
    expect(nameField.getBoundingClientRect().top).toBe(amountField.getBoundingClientRect().top);
    expect(nameField.getBoundingClientRect().left).toBeLessThan(
      amountField.getBoundingClientRect().left,
    );
    // The column's fields are spaced as the grid's rows: the theme's gap (3 × 0.5rem).
    const guestsField = guests.closest('.ef-field') as Element;
    const gap = guestsField.getBoundingClientRect().top - nameField.getBoundingClientRect().bottom;
    expect(gap).toBeCloseTo(24, 0);
    expect(within(form).getAllByRole('textbox', { name: /Amount|Total/ })).toHaveLength(1);
    expect(within(form).getByRole('textbox', { name: 'Comment' })).toBeInTheDocument();
    expect((await axe.run(form, { resultTypes: ['violations'] })).violations).toEqual([]);

    await userEvent.type(name, 'Client lunch');
    await userEvent.type(amount, '-5');
    await userEvent.tab(); // leaving the amount re-calls
    await waitFor(() => expect(requests('recall')).toHaveLength(1));
    expect(amount).toHaveValue('-5');

    await userEvent.click(within(form).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    expect(amount).toHaveAccessibleDescription('The amount cannot be negative.');
    expect(amount).toHaveFocus();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect((await axe.run(form, { resultTypes: ['violations'] })).violations).toEqual([]);

    await userEvent.clear(amount);
    await userEvent.type(amount, '250');
    expect(amount).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(form).getByRole('button', { name: 'Send for approval' }));
    expect(await within(form).findByText('Saved.')).toHaveFocus();
    expect(mock.state.reports.size).toBe(1);
  });
});
