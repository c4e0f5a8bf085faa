import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FieldsTransport } from '../../../../src/core/http/transport';
import { parseEnvelope } from '../../../../src/core/wire/envelope';
import { mapFields } from '../../../../src/core/wire/fieldIndex';
import type { FieldsEnvelope, JsonValue } from '../../../../src/core/wire/model/types';
import { scenarioEnvelope } from '../../../../src/mock';
import { FieldsForm } from '../../../../src/react/form/FieldsForm';
import { FormField } from '../../../../src/react/fields/FormField';
import { RemainingFields } from '../../../../src/react/layout/RemainingFields';
import { withQuery } from '../../../tools/formHarness';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const withValues = (envelope: FieldsEnvelope, values: Record<string, JsonValue>) =>
  mapFields(envelope, (item) =>
    Object.hasOwn(values, item.property)
      ? { ...item, value: values[item.property] as JsonValue }
      : item,
  );

/** The all-controls report, stored: a receipt attached, a category without a preloaded name. */
const stored = () =>
  withValues(parseEnvelope(scenarioEnvelope('allControls')), {
    'verification.receiptAttachment': {
      id: 'c1',
      name: 'dinner.png',
      contentType: 'image/png',
      signatureUrl: 'https://files.example.se/c1',
    },
    version: 4,
  });

function transportOf(envelope: FieldsEnvelope) {
  const list = vi.fn(async () => ({
    meta: { count: 1, total: 1, sections: [] },
    suggestions: [],
    data: [{ id: 'cat-7', name: 'Taxi' }],
  }));
  const transport: FieldsTransport = {
    load: vi.fn(async () => envelope),
    recall: vi.fn(async (body: FieldsEnvelope) => body),
    command: vi.fn(async (body: FieldsEnvelope) => body),
    submit: vi.fn(async () => {
      throw new Error('a review never saves');
    }),
    listValues: list,
  };
  return transport;
}

/** The text of each entry of a description list: label, then value. */
const entries = (list: HTMLElement) =>
  [...list.querySelectorAll(':scope > div')].map((entry) => [
    plain(entry.querySelector('dt')?.textContent),
    plain(entry.querySelector('dd')?.textContent),
  ]);

describe('<FieldsForm mode="review">', () => {
  it('shows every visible field as text in description lists, with no input, and sends nothing', async () => {
    const transport = transportOf(stored());
    const { container } = render(
      withQuery(
        <FieldsForm
          source={{ transport, key: 'review-1' }}
          mode="review"
          label="Expense report R-00012"
        />,
      ),
    );
    const review = await screen.findByRole('article', { name: 'Expense report R-00012' });
    await within(review).findAllByRole('term');
    expect(within(review).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Client visit Lisbon',
    );
    expect(container.querySelectorAll('input, select, textarea, form')).toHaveLength(0);
    const lists = review.querySelectorAll('dl');
    const top = entries(lists[0] as HTMLElement);
    expect(top.slice(0, 9)).toEqual([
      ['Report name', 'Client visit Lisbon'],
      ['Comment', 'Two days on site.\nDinner with the client.'],
      ['Amount', '€1,234.50'],
      ['Number of guests', '3'],
      ['Paid with the company card', 'Yes'],
      ['Purchase date', 'Mar 29, 2026'],
      ['Last updated', expect.stringContaining('2026')],
      ['Meeting starts', 'Oct 25, 2026, 2:30 AM'],
      ['Currency', 'EUR – Euro'],
    ]);
    // Lists as lists, the receipt as a thumbnail that opens the file, a link as a link.
    const guests = within(review).getByText('Rui Costa (Lisboa Lda)').closest('ul');
    expect(within(guests as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    const receipt = within(review).getByRole('link', { name: /Open dinner\.png/ });
    expect(receipt).toHaveAttribute('href', 'https://files.example.se/c1');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(receipt.querySelector('img')).toHaveAttribute('src', 'https://files.example.se/c1');
    expect(within(review).getByRole('link', { name: /travel-policy/ })).toHaveAttribute(
      'href',
      'https://intranet.example.se/travel-policy',
    );
    // Notices as they are; groups as sections with headings; invisible fields nowhere.
    expect(within(review).getByText('This amount is over the meal limit.')).toBeInTheDocument();
    const trip = within(review).getByRole('region', { name: 'Trip' });
    const meals = within(trip).getByRole('region', { name: 'Meals provided' });
    expect(within(meals).getByRole('heading', { level: 4 })).toHaveTextContent('Meals provided');
    expect(entries(meals.querySelector('dl') as HTMLElement)).toEqual([
      ['Breakfast', 'Yes'],
      ['Lunch', 'No'],
    ]);
    expect(within(review).getByText('No allowances apply to this trip.')).toBeInTheDocument();
    expect(within(review).queryByText('trace-7')).toBeNull();
    expect(within(review).getByText('(empty)')).toBeInTheDocument(); // the tags: none chosen
    expect(transport.load).toHaveBeenCalledTimes(1);
    expect(transport.recall).not.toHaveBeenCalled();
    expect(transport.listValues).not.toHaveBeenCalled();
  });

  it('asks for the name of a LIST value without a preloaded one once', async () => {
    const envelope = withValues(stored(), { 'verification.tags': null });
    const withCategory = {
      ...envelope,
      fields: envelope.fields.map((item) =>
        item.property === 'verification.tags'
          ? { ...item, multiSelect: false, value: 'cat-7', name: 'Category' }
          : item,
      ),
    };
    const transport = transportOf(withCategory);
    render(withQuery(<FieldsForm source={{ transport, key: 'review-2' }} mode="review" />));
    const value = await screen.findByText('Taxi');
    expect(value.closest('div')?.querySelector('dt')).toHaveTextContent('Category');
    expect(transport.listValues).toHaveBeenCalledTimes(1);
    expect(transport.listValues).toHaveBeenCalledWith(
      expect.stringContaining('/lists/categories'),
      { filter: 'cat-7' },
      expect.anything(),
    );
  });

  it('with a base marks exactly the changed fields with their earlier value, and counts them', async () => {
    const now = stored();
    const base = withValues(now, {
      'verification.amount': 1200,
      'verification.specification[0].meals.lunch': true,
      'internal.trace': 'trace-6',
    });
    const transport = transportOf(now);
    render(
      withQuery(<FieldsForm source={{ transport, key: 'review-3' }} mode="review" base={base} />),
    );
    const summary = await screen.findByRole('region', { name: 'Changes' });
    expect(within(summary).getByRole('status')).toHaveTextContent('2 changes');
    const marked = [...document.querySelectorAll('[data-ef-change]')].map((entry) => [
      entry.getAttribute('data-ef-property'),
      plain(entry.querySelector('.ef-review-was')?.textContent),
    ]);
    expect(marked).toEqual([
      ['verification.amount', 'was €1,200.00'],
      ['verification.specification[0].meals.lunch', 'was Yes'],
    ]);
  });

  it('puts the headless parts in review too: a placed field is a description list of its own', async () => {
    const transport = transportOf(stored());
    render(
      withQuery(
        <FieldsForm source={{ transport, key: 'review-4' }} mode="review">
          <FormField property="verification.amount" />
          <RemainingFields />
        </FieldsForm>,
      ),
    );
    const review = await screen.findByRole('article');
    await within(review).findAllByRole('term');
    const lists = review.querySelectorAll('dl');
    expect(entries(lists[0] as HTMLElement)).toEqual([['Amount', '€1,234.50']]);
    expect(entries(lists[1] as HTMLElement)[0]).toEqual(['Report name', 'Client visit Lisbon']);
    expect(review.querySelectorAll('input, select, textarea')).toHaveLength(0);
  });
});
