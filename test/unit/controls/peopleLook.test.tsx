// A second look gets the guest and recipient behaviour from the hooks alone: plain markup of other
// class names, made only from `useGuestListControl` and `useRecipientListControl`'s props, saves
// the right wire value with the right ARIA and the testing kit's markers.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  controlTypeEntry,
  useGuestListControl,
  useRecipientListControl,
  type ControlProps,
} from '../../../src/index';
import { controlTypeOf } from '../../../src/core/index';
import type { JsonObject } from '../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../src/mock';
import { wireField } from '../../../src/mock/scenarios/wireField';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const sent = (property: string) => {
  const post = mock.requests.filter((request) => request.endpoint === 'createReport').at(-1);
  const fields = (post?.body as { fields: JsonObject[] } | undefined)?.fields ?? [];
  return fields.find((field) => field.property === property)?.value;
};

/** Guests in another design system: a table of rows, its own classes, the hook's props only. */
function OtherGuests(props: ControlProps) {
  const guests = useGuestListControl(props);
  return (
    <section className="other-guests" {...guests.rootProps}>
      <table className="other-table" {...guests.rowsProps}>
        <tbody>
          {guests.guests.map((_, index) => {
            const remove = guests.getRemoveProps(index);
            return (
              <tr key={index} className="other-row" {...guests.getRowProps(index)}>
                <td>
                  <input className="other-input" {...guests.getNameInputProps(index)} />
                </td>
                <td>
                  <input className="other-input" {...guests.getCompanyInputProps(index)} />
                </td>
                <td>{remove ? <button {...remove}>{guests.removeText(index)}</button> : null}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {guests.addProps ? (
        <button className="other-button" {...guests.addProps}>
          {guests.addText}
        </button>
      ) : null}
      <small {...guests.count.props}>{guests.count.text}</small>
    </section>
  );
}

/** Recipients in another design system: badges in a div, its own classes, the hook's props only. */
function OtherRecipients(props: ControlProps) {
  const recipients = useRecipientListControl(props);
  return (
    <div className="other-recipients" {...recipients.rootProps}>
      <div role="list" className="other-badges" {...recipients.chipListProps}>
        {recipients.emails.map((chip) => {
          const remove = recipients.getChipRemoveProps(chip);
          return (
            <span
              role="listitem"
              key={chip.email}
              className="badge"
              {...recipients.getChipProps(chip)}
            >
              {chip.email}
              {chip.valid ? null : <em> {recipients.invalidText}</em>}
              {remove ? <button {...remove}>x</button> : null}
            </span>
          );
        })}
      </div>
      {recipients.inputProps ? <input className="other-input" {...recipients.inputProps} /> : null}
      <small {...recipients.hint.props}>{recipients.hint.text}</small>
    </div>
  );
}

const controls = {
  GUEST_LIST: controlTypeEntry(controlTypeOf('GUEST_LIST'), {
    component: OtherGuests,
    label: 'legend',
    commit: 'blur',
  }),
  RECIPIENT_LIST: controlTypeEntry(controlTypeOf('RECIPIENT_LIST'), {
    component: OtherRecipients,
    label: 'label',
    commit: 'change',
  }),
};

describe('useGuestListControl in another look', () => {
  it('adds and names guests in other markup and saves [{ name, company }]', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [wireField('guests', 'GUEST_LIST', 'Guests', { mandatory: true, value: [] })],
    });
    const user = userEvent.setup();
    const { container } = renderForm({ controls });
    const group = await screen.findByRole('group', { name: /^Guests/ });
    expect(group.querySelector('[data-ef-kind="guests"]')).toHaveClass('other-guests');
    const add = within(group).getByRole('button', { name: 'Add guest' });
    expect(add).toHaveAttribute('data-ef-part', 'add-row');
    await user.click(add);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name, Guest 1' })).toHaveFocus(),
    );
    await user.keyboard('Rui Costa{Tab}Lisboa Lda');
    await user.click(within(group).getByRole('button', { name: 'Add guest' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name, Guest 2' })).toHaveFocus(),
    );
    await user.keyboard('Maja');
    expect(within(group).getByText('2 guests')).toHaveAttribute('data-ef-part', 'count');
    expect(within(group).getByRole('table', { name: /^Guests/ })).toBeInTheDocument();
    const rows = container.querySelectorAll('[data-ef-part="row"]');
    expect([...rows].map((row) => row.className)).toEqual(['other-row', 'other-row']);
    expect(
      [...container.querySelectorAll('[data-ef-part="row-name"]')].map(
        (input) => (input as HTMLInputElement).value,
      ),
    ).toEqual(['Rui Costa', 'Maja']);
    expect(container.querySelectorAll('[data-ef-part="row-company"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-ef-part="remove-row"]')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('guests')).toEqual([
        { name: 'Rui Costa', company: 'Lisboa Lda' },
        { name: 'Maja', company: '' },
      ]),
    );
  });

  it('marks an unnamed row invalid when the save is refused', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [wireField('guests', 'GUEST_LIST', 'Guests', { value: [] })],
    });
    const user = userEvent.setup();
    renderForm({ controls });
    await user.click(await screen.findByRole('button', { name: 'Add guest' }));
    await user.type(screen.getByRole('textbox', { name: 'Company, Guest 1' }), 'ACME');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'Name, Guest 1' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(/Guest 1 needs a name/);
  });
});

describe('useRecipientListControl in another look', () => {
  it('makes two chips of a pasted "a@x.se, b@y.se" and saves both', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [wireField('emailRecipients', 'RECIPIENT_LIST', 'Send a copy to', { value: [] })],
    });
    const user = userEvent.setup();
    const { container } = renderForm({ controls });
    const input = await screen.findByRole('textbox', { name: 'Send a copy to' });
    expect(input).toHaveClass('other-input');
    expect(input).toHaveAccessibleDescription(
      'Separate several addresses with a comma or a space.',
    );
    fireEvent.paste(input, { clipboardData: { getData: () => 'a@x.se, b@y.se' } });
    const chips = await screen.findByRole('list', { description: 'Send a copy to' });
    expect(
      [...container.querySelectorAll('[data-ef-part="chip"]')].map((chip) => [
        chip.className,
        chip.getAttribute('data-ef-value'),
      ]),
    ).toEqual([
      ['badge', 'a@x.se'],
      ['badge', 'b@y.se'],
    ]);
    expect(within(chips).getByRole('button', { name: 'Remove b@y.se' })).toHaveAttribute(
      'data-ef-part',
      'remove-chip',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent('emailRecipients')).toEqual([{ email: 'a@x.se' }, { email: 'b@y.se' }]),
    );
  });

  it('marks an invalid address and removes it by its button', async () => {
    mock.state.setEnvelope(ORG, {
      fields: [
        wireField('emailRecipients', 'RECIPIENT_LIST', 'Send a copy to', {
          value: [{ email: 'finance@example.se' }],
        }),
      ],
    });
    const user = userEvent.setup();
    const { container } = renderForm({ controls });
    const input = await screen.findByRole('textbox', { name: 'Send a copy to' });
    await user.type(input, 'not-an-address{Enter}');
    const wrong = container.querySelector('[data-ef-value="not-an-address"]');
    expect(wrong).toHaveAttribute('data-invalid', 'true');
    expect(wrong).toHaveTextContent('not a valid address');
    await user.click(screen.getByRole('button', { name: 'Remove not-an-address' }));
    expect(container.querySelector('[data-ef-value="not-an-address"]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('emailRecipients')).toEqual([{ email: 'finance@example.se' }]));
  });
});
