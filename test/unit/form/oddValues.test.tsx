// One field's odd attribute or odd value never stops the form (ARCHITECTURE.md "House rules":
// one odd attribute never takes the form down): shapes a run of random envelopes met.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldsTransport } from '../../../src/core/http/transport';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type {
  CustomFieldList,
  ExpenseReport,
  FieldsEnvelope,
  JsonObject,
} from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { createFormDriver } from '../../../src/testing';
import { withQuery } from '../../tools/formHarness';

const TAGS = [null, 'a', null, 'b'];
const GUESTS = [null, { name: 'Anna Berg', company: 'Acme' }];
const RECIPIENTS = [{ email: 'bo@example.se' }, null];

const FIELDS: JsonObject[] = [
  wireField('name', 'TEXT', 'Report name'),
  wireField('amount', 'DOUBLE', 'Amount', { value: 12.5, maxDecimals: 2 ** 53 }),
  wireField('tags', 'LIST', 'Tags', { url: '/tags', multiSelect: true, value: TAGS }),
  wireField('car', 'LIST', 'Car', { url: '/cars', value: 'x' }),
  wireField('guests', 'GUEST_LIST', 'Guests', { value: GUESTS }),
  wireField('copyTo', 'RECIPIENT_LIST', 'Send a copy to', { value: RECIPIENTS }),
  versionField(2),
];

// A list source that answers `null` among its values, suggestions and sections.
const ODD_LIST = {
  meta: { count: 3, total: 3, sections: [null] },
  suggestions: [null],
  data: [null, { id: 'x', name: 'Xenon' }, { id: 'a', name: 'Alpha' }],
} as unknown as CustomFieldList;

function backend() {
  const sent: FieldsEnvelope[] = [];
  const transport: FieldsTransport = {
    load: async () => parseEnvelope({ fields: FIELDS }),
    recall: async (envelope) => envelope,
    command: async (envelope) => envelope,
    submit: async (envelope) => {
      sent.push(envelope);
      return { kind: 'created', report: { id: 'r1', reportNumber: 'R-1' } as ExpenseReport };
    },
    listValues: async () => ODD_LIST,
  };
  return { transport, sent };
}

const valueSent = (envelope: FieldsEnvelope | undefined, property: string) =>
  envelope?.fields.find((field) => field.property === property)?.value;

afterEach(() => vi.restoreAllMocks());

describe('odd attributes and values in one form', () => {
  it('loads, reads an unusable maxDecimals as absent with a warning, shows the good items of null-holding values and sends them back unchanged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { transport, sent } = backend();
    const user = userEvent.setup();
    const { container } = render(
      withQuery(<FieldsForm source={{ transport, key: 'odd-values' }} onError={onError} />),
    );
    const form = createFormDriver(container);

    // The DOUBLE works with the default decimals: its value shows, and any decimals are taken.
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('12.5');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('fields[1].maxDecimals'));
    expect(onError).toHaveBeenCalledTimes(1);

    // The other fields work, and the null-holding ones show their good items.
    expect(screen.getByRole('button', { name: 'Remove a' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove b' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Xenon')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name, Guest 1' })).toHaveValue('Anna Berg');
    expect(screen.getByRole('button', { name: 'Remove bo@example.se' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be shown/)).toBeNull();

    // An open list shows the source's good values only.
    await user.click(screen.getByRole('combobox', { name: 'Car' }));
    const listbox = await screen.findByRole('listbox', { name: 'Car' });
    expect(
      (await within(listbox).findAllByRole('option')).map((option) => option.textContent),
    ).toEqual(['Xenon', 'Alpha']);
    await user.keyboard('{Escape}');

    await form.fill('Report name', 'Taxi');
    await form.fill('Amount', '3.14159');
    expect(await form.submit()).toBe('saved');
    expect(valueSent(sent[0], 'name')).toBe('Taxi');
    expect(valueSent(sent[0], 'amount')).toBe(3.14159);
    expect(valueSent(sent[0], 'tags')).toEqual(TAGS);
    expect(valueSent(sent[0], 'car')).toBe('x');
    expect(valueSent(sent[0], 'guests')).toEqual(GUESTS);
    expect(valueSent(sent[0], 'copyTo')).toEqual(RECIPIENTS);
  });
});
