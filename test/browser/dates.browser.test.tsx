// Dates in the form's language, not the browser's (ARCHITECTURE.md "Dates"), in Chromium with the
// browser in English: the form's locale decides the order the user types, and the request the
// mock service behind the page's service worker receives carries the calendar date.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { createExpenseClient } from '../../src/core/http/client';
import type { JsonObject } from '../../src/core/wire/model/types';
import { loadMessages } from '../../src/i18n/messages';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../src/mock';
import { wireField } from '../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../src';
import { startBrowserMock } from '../tools/browserMock';
import '../../src/styles.css';

const mock = startBrowserMock();
const ORG = MOCK_IDS.swedishOrg;
const now = () => new Date('2026-11-21T12:00:00Z');
const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });

/** The value of a property in the last report the service was asked to create. */
const sentValue = (property: string) => {
  const post = mock.requests.filter((request) => request.endpoint === 'createReport').at(-1);
  const fields = (post?.body as { fields?: JsonObject[] } | undefined)?.fields ?? [];
  return fields.find((field) => field.property === property)?.value;
};
const posts = () => mock.requests.filter((request) => request.endpoint === 'createReport').length;

beforeEach(() => {
  mock.state.setEnvelope(ORG, {
    fields: [wireField('verification.purchaseDate', 'DATE', 'Purchase date')],
  });
});
afterEach(async () => {
  cleanup();
  document.body.replaceChildren();
  await page.viewport(1280, 800);
});

async function openForm(locale: string) {
  await loadMessages(locale);
  render(
    <main>
      <FieldsForm
        label="Expense report"
        locale={locale}
        now={now}
        drafts={false}
        source={{ organizationId: ORG, client }}
      />
    </main>,
  );
  const group = await screen.findByRole('group', { name: /^(Purchase date|Inköpsdatum)/ });
  return { group, segments: within(group).getAllByRole('spinbutton') };
}

async function typeIn(first: HTMLElement | undefined, keys: string) {
  if (!first) throw new Error('The date field has no segment.');
  await userEvent.click(first);
  await userEvent.keyboard(keys);
}

describe('dates in the form’s locale, in an English browser', () => {
  it('German: 20.11.2026 typed is sent as 2026-11-20', async () => {
    expect(navigator.language).toMatch(/^en/);
    const { segments } = await openForm('de');
    expect(segments.map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'Tag',
      'Monat',
      'Jahr',
    ]);
    await typeIn(segments[0], '20.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sentValue('verification.purchaseDate')).toBe('2026-11-20'));
  });

  it('American English: 11/20/2026 typed is sent as 2026-11-20', async () => {
    const { segments } = await openForm('en-US');
    await typeIn(segments[0], '11/20/2026');
    expect(segments.map((segment) => segment.textContent)).toEqual(['11', '20', '2026']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentValue('verification.purchaseDate')).toBe('2026-11-20'));
  });

  it('31.02.2026 is refused on the field, kept as typed, and nothing is saved', async () => {
    const { segments } = await openForm('de');
    await typeIn(segments[0], '31.02.2026');
    expect(segments.map((segment) => segment.textContent)).toEqual(['31', '02', '2026']);
    expect(segments[0]).toHaveAttribute('aria-invalid', 'true');
    expect(segments[0]).toHaveAccessibleDescription(/Geben Sie ein gültiges Datum ein/);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(posts()).toBe(0);
  });

  it('Swedish: a pasted 20.11.2026 reads as 2026-11-20', async () => {
    const { segments } = await openForm('sv');
    const first = segments[0] as HTMLElement;
    await userEvent.click(first);
    first.dispatchEvent(pasteOf('20.11.2026'));
    await waitFor(() =>
      expect(segments.map((segment) => segment.textContent)).toEqual(['2026', '11', '20']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(sentValue('verification.purchaseDate')).toBe('2026-11-20'));
  });

  it('at a phone’s size: the segments bring up the numeric keypad, the calendar picks by touch, axe finds nothing', async () => {
    await page.viewport(390, 844);
    const { segments, group } = await openForm('pt');
    expect(segments[0]).toHaveAttribute('inputmode', 'numeric');
    expect(segments[0]).toHaveAttribute('contenteditable', 'true');
    const button = screen.getByRole('button', { name: 'Escolher data' });
    const box = button.getBoundingClientRect();
    // Touch targets of at least 40 CSS pixels.
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(40);
    await userEvent.click(button);
    const grid = screen.getByRole('grid', { name: /novembro de 2026/ });
    // The open calendar too: axe finds nothing in the dialog and its grid.
    const open = await axe.run(document.body, { resultTypes: ['violations'] });
    expect(open.violations.map((violation) => violation.id)).toEqual([]);
    await userEvent.click(within(grid).getByRole('button', { name: /20 de novembro de 2026/ }));
    expect(segments.map((segment) => segment.textContent)).toEqual(['20', '11', '2026']);
    const dialog = group.closest('.ef-date-control') as HTMLElement;
    expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(390);
    const result = await axe.run(document.body, { resultTypes: ['violations'] });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });
});

function pasteOf(text: string) {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  return new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
}
