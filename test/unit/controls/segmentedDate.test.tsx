import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { loadMessages } from '../../../src/i18n/messages';
import { MOCK_IDS } from '../../../src/mock';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const now = () => new Date('2026-11-21T12:00:00Z');
const sent = (property: string) => {
  const post = mock.requests.filter((request) => request.endpoint === 'createReport').at(-1);
  const fields = (post?.body as { fields: JsonObject[] } | undefined)?.fields ?? [];
  return fields.find((field) => field.property === property)?.value;
};
const first = (segments: HTMLElement[]) => segments[0] as HTMLElement;
const second = (segments: HTMLElement[]) => segments[1] as HTMLElement;
const saves = () => mock.requests.filter((request) => request.endpoint === 'createReport').length;

async function dateForm(
  locale: string,
  field: JsonObject = wireField('d', 'DATE', 'Purchase date'),
) {
  await loadMessages(locale);
  mock.state.setEnvelope(ORG, { fields: [field] });
  renderForm({ now, locale });
  const group = await screen.findByRole('group', { name: /^Purchase date|^Inköpsdatum/ });
  return { user: userEvent.setup(), group, segments: within(group).getAllByRole('spinbutton') };
}

describe('the segmented date field', () => {
  it("orders its segments as the locale does and names each in the form's language", async () => {
    const { segments } = await dateForm('de');
    expect(segments.map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'Tag',
      'Monat',
      'Jahr',
    ]);
    expect(segments[0]).toHaveAccessibleName('Tag Purchase date');
    expect(segments[0]).toHaveAttribute('aria-valuetext', 'Leer');
  });

  it('types 20.11.2026 in German and sends 2026-11-20', async () => {
    const { user, segments } = await dateForm('de');
    await user.click(first(segments));
    await user.keyboard('20.11.2026');
    expect(segments.map((segment) => segment.textContent)).toEqual(['20', '11', '2026']);
    expect(segments[1]).toHaveAttribute('aria-valuetext', '11 – November');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(sent('d')).toBe('2026-11-20'));
  });

  it('types 11/20/2026 in American English, digits moving on by themselves', async () => {
    const { user, segments } = await dateForm('en-US');
    await user.click(first(segments));
    await user.keyboard('11202026');
    expect(segments.map((segment) => segment.getAttribute('aria-valuenow'))).toEqual([
      '11',
      '20',
      '2026',
    ]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('d')).toBe('2026-11-20'));
  });

  it("refuses 31.02.2026 on the field with the form's message, keeps it, and saves nothing", async () => {
    const { user, segments, group } = await dateForm('sv');
    await user.click(first(segments));
    await user.keyboard('20260231');
    expect(group).toHaveAccessibleDescription(/Ange ett giltigt datum\./);
    expect(segments[0]).toHaveAttribute('aria-invalid', 'true');
    expect(segments[0]).toHaveAccessibleDescription(/Ange ett giltigt datum\./);
    expect(segments.map((segment) => segment.textContent)).toEqual(['2026', '02', '31']);
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Ange ett giltigt datum.')).toBeInTheDocument();
    expect(saves()).toBe(0);
  });

  it('refuses letters and a half-typed date when focus leaves', async () => {
    const { user, segments } = await dateForm('de');
    await user.click(first(segments));
    await user.keyboard('x');
    expect(segments[0]).toHaveAccessibleDescription(/Enter a valid date|gültiges Datum/);
    await user.keyboard('2');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(segments[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the form a half-typed segment when focus moves on or leaves, padded', async () => {
    const { user, segments } = await dateForm('de');
    await user.click(first(segments));
    await user.keyboard('2'); // may become 20–29: shown as typed
    expect(segments[0]).toHaveTextContent(/^2$/);
    await user.keyboard('{ArrowRight}112026');
    expect(segments.map((segment) => segment.textContent)).toEqual(['02', '11', '2026']);
    await user.click(first(segments));
    await user.keyboard('1'); // 10–19 could follow; Save takes focus away first
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(segments[0]).toHaveTextContent('01');
    await waitFor(() => expect(sent('d')).toBe('2026-11-01'));
  });

  it('does not refuse the 0 of a month before its second digit', async () => {
    const { user, segments, group } = await dateForm('de');
    await user.click(first(segments));
    await user.keyboard('20.0');
    expect(segments[1]).not.toHaveAttribute('aria-invalid');
    expect(group).not.toHaveAccessibleDescription(/gültiges Datum/);
    await user.keyboard('3');
    expect(segments[1]).toHaveAttribute('aria-valuetext', '03 – März');
  });

  it('gives en-US date-times an AM/PM spin button, typed with a or p and stepped with arrows', async () => {
    const { user, segments } = await dateForm(
      'en-US',
      wireField('d', 'LOCAL_DATE_TIME', 'Purchase date', { allowFutureDates: true }),
    );
    expect(segments.map((segment) => segment.getAttribute('aria-label'))).toEqual([
      'month',
      'day',
      'year',
      'hour',
      'minute',
      'AM/PM',
    ]);
    const period = segments[5] as HTMLElement;
    expect(period).toHaveAccessibleName('AM/PM Purchase date');
    expect(segments[3]).toHaveAttribute('aria-valuemax', '12');
    await user.click(first(segments));
    await user.keyboard('112020261205a'); // 12:05 AM: five past midnight
    expect(period).toHaveTextContent('AM');
    expect(period).toHaveAttribute('aria-valuetext', 'AM');
    expect(screen.getByRole('group', { name: 'Purchase date' })).toHaveAttribute(
      'data-ef-value',
      '2026-11-20T00:05',
    );
    await user.keyboard('{ArrowUp}'); // 12:05 PM: five past noon
    expect(period).toHaveAttribute('aria-valuetext', 'PM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('d')).toBe('2026-11-20T12:05:00'));
  });

  it('keeps the 24-hour clock in German, with no AM/PM', async () => {
    const { segments } = await dateForm(
      'de',
      wireField('d', 'LOCAL_DATE_TIME', 'Purchase date', { value: '2026-11-20T13:45:00' }),
    );
    expect(segments.map((segment) => segment.textContent)).toEqual([
      '20',
      '11',
      '2026',
      '13',
      '45',
    ]);
  });

  it('takes a pasted ISO or local date in every locale', async () => {
    for (const [locale, text] of [
      ['de', '2026-11-20'],
      ['fr', '20/11/2026'],
    ] as const) {
      const { user, segments } = await dateForm(locale);
      await user.click(first(segments));
      await user.paste(text);
      expect(segments.map((segment) => segment.getAttribute('aria-valuenow'))).toEqual([
        '20',
        '11',
        '2026',
      ]);
      document.body.innerHTML = '';
    }
  });

  it('steps a segment with the arrow keys', async () => {
    const { user, segments } = await dateForm('de');
    await user.click(second(segments));
    await user.keyboard('{ArrowUp}');
    expect(segments[1]).toHaveAttribute('aria-valuenow', '11');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(segments[1]).toHaveAttribute('aria-valuenow', '1');
  });

  it('picks a day from a keyboard-usable calendar grid', async () => {
    const { user, segments } = await dateForm(
      'de',
      wireField('d', 'DATE', 'Purchase date', { value: '2026-11-10' }),
    );
    await user.click(screen.getByRole('button', { name: 'Datum auswählen' }));
    const grid = screen.getByRole('grid', { name: 'November 2026' });
    expect(within(grid).getByRole('button', { name: /10\. November 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(segments.map((segment) => segment.textContent)).toEqual(['18', '11', '2026']);
    await user.click(screen.getByRole('button', { name: 'Datum auswählen' }));
    await user.keyboard('{PageUp}{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByRole('button', { name: 'Datum auswählen' })).toHaveFocus();
  });

  it('Ctrl+Z with a digit still open undoes everything typed in the field, as in a text field', async () => {
    const { user, segments } = await dateForm('de');
    await user.click(first(segments));
    await user.keyboard('20.11.2');
    expect(segments.map((segment) => segment.textContent)).toContain('2');
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(first(segments)).toHaveAttribute('aria-valuetext', 'Leer'));
    expect(second(segments)).toHaveAttribute('aria-valuetext', 'Leer');
    // Redo puts back what was typed, the open digit included.
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    await waitFor(() => expect(first(segments)).toHaveAttribute('aria-valuenow', '20'));
  });
});
