import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../src/mock';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const sent = (property: string) => {
  const post = mock.requests.filter((request) => request.endpoint === 'createReport').at(-1);
  return (
    (post?.body as { fields: JsonObject[] }).fields.find(
      (field) => field.property === property,
    ) as JsonObject
  ).value;
};

describe('GUEST_LIST', () => {
  it('adds, edits and removes rows by keyboard, shows the count, and sends { name, company }', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [wireField('guests', 'GUEST_LIST', 'Guests', { mandatory: true, value: [] })],
    });
    const user = userEvent.setup();
    renderForm();
    const group = await screen.findByRole('group', { name: /^Guests/ });
    expect(within(group).getByText('0 guests')).toBeInTheDocument();
    within(group).getByRole('button', { name: 'Add guest' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name, Guest 1' })).toHaveFocus(),
    );
    await user.keyboard('Rui Costa{Tab}Lisboa Lda');
    await user.click(within(group).getByRole('button', { name: 'Add guest' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name, Guest 2' })).toHaveFocus(),
    );
    await user.keyboard('Maja');
    expect(within(group).getByText('2 guests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove guest 2' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name, Guest 1' })).toHaveFocus(),
    );
    expect(within(group).getByText('1 guest')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('guests')).toEqual([{ name: 'Rui Costa', company: 'Lisboa Lda' }]),
    );
  });

  it('is mandatory, and every row needs a name', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [wireField('guests', 'GUEST_LIST', 'Guests', { mandatory: true, value: [] })],
    });
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('region', { name: 'Please correct these fields' }),
    ).toHaveTextContent('Guests: This field is required.');
    await user.click(screen.getByRole('button', { name: 'Add guest' }));
    await user.type(screen.getByRole('textbox', { name: 'Company, Guest 1' }), 'ACME');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('region', { name: 'Please correct these fields' }),
    ).toHaveTextContent('Guests: Guest 1 needs a name.');
  });
});

describe('RECIPIENT_LIST', () => {
  it('adds on Enter, splits a pasted list, marks invalid addresses, removes, and sends [{ email }]', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [
        wireField('emailRecipients', 'RECIPIENT_LIST', 'Send a copy to', {
          value: [{ email: 'finance@example.se' }],
        }),
      ],
    });
    const user = userEvent.setup();
    renderForm();
    const input = await screen.findByRole('textbox', { name: 'Send a copy to' });
    await user.type(input, 'ana@example.pt{Enter}');
    fireEvent.paste(input, {
      clipboardData: { getData: () => 'rui@example.pt, maja@example.se;not-an-address' },
    });
    const chips = screen.getByRole('list', { description: 'Send a copy to' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'finance@example.se',
      'ana@example.pt',
      'rui@example.pt',
      'maja@example.se',
      'not-an-address',
    ]);
    expect(within(chips).getByText('(not a valid address)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('region', { name: 'Please correct these fields' }),
    ).toHaveTextContent('not-an-address is not a valid e-mail address.');
    await user.click(screen.getByRole('button', { name: 'Remove not-an-address' }));
    await user.type(input, 'late@example.se');
    await user.click(screen.getByRole('button', { name: 'Save' })); // unfinished text is added on blur, not lost
    await waitFor(() =>
      expect(sent('emailRecipients')).toEqual(
        [
          'finance@example.se',
          'ana@example.pt',
          'rui@example.pt',
          'maja@example.se',
          'late@example.se',
        ].map((email) => ({ email })),
      ),
    );
  });
});

describe('FIELD_GROUP', () => {
  it('renders nested groups, sends a removal as a re-call, and sends errors inside groups to the summary', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [
        wireField('trip', 'FIELD_GROUP', 'Trip', {
          fields: [
            wireField('trip.from', 'TEXT', 'From', { mandatory: true }),
            wireField('trip.meals', 'FIELD_GROUP', 'Meals', {
              removable: true,
              fields: [wireField('trip.meals.lunch', 'SWITCH', 'Lunch', { value: true })],
            }),
          ],
        }),
      ],
    });
    const user = userEvent.setup();
    renderForm();
    const trip = await screen.findByRole('group', { name: 'Trip' });
    expect(within(trip).getByRole('group', { name: 'Meals' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('region', { name: 'Please correct these fields' }),
    ).toHaveTextContent('From: This field is required.');
    await user.click(screen.getByRole('button', { name: 'Remove Meals' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Meals' })).toBeNull());
    await waitFor(() =>
      expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(1),
    );
    const body = mock.requests.find((request) => request.endpoint === 'recall')?.body as {
      fields: JsonObject[];
    };
    expect((body.fields[0]?.fields as JsonObject[]).map((field) => field.property)).toEqual([
      'trip.from',
    ]);
  });
});
