import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../../src/mock';
import { basicEnvelope } from '../../../../src/mock/scenarios/basic';
import { wireField } from '../../../../src/mock/scenarios/wireField';
import { ChangeSummary } from '../../../../src/react/changes/ChangeSummary';
import { FieldsForm, type FieldsFormProps } from '../../../../src/react/form/FieldsForm';
import { RemainingFields } from '../../../../src/react/layout/RemainingFields';
import { SubmitButton } from '../../../../src/react/status/SubmitButton';
import { firstSegment } from '../../../tools/dateSegments';
import { mockClient, setupMockServer, withQuery } from '../../../tools/formHarness';

// A LIST value is an id on the wire: the summary names it as the LIST control beside it does
// (ARCHITECTURE.md "Review and changes"), the value picked now included.
const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

/** A form on the mock with the change summary above its fields, and Save. */
function summaryForm(props: Partial<FieldsFormProps> & { organizationId?: string } = {}) {
  const { organizationId = ORG, ...rest } = props;
  render(
    withQuery(
      <FieldsForm
        source={{ organizationId, client: mockClient() }}
        drafts={false}
        recallDelayMs={50}
        {...rest}
      >
        <ChangeSummary />
        <RemainingFields />
        <SubmitButton />
      </FieldsForm>,
    ),
  );
}

/** The rows of one table of a summary, each as its cells' text run together. */
const rowsOf = (where: HTMLElement, table: string | RegExp) =>
  within(within(where).getByRole('table', { name: table }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => plain(row.textContent));

/** Opens a LIST combobox and picks an option by its name (the first, when suggested too). */
async function pick(user: ReturnType<typeof userEvent.setup>, list: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: list }));
  const [choice] = await screen.findAllByRole('option', { name: option });
  if (!choice) throw new Error(`No option ${option}.`);
  await user.click(choice);
}

describe('the change summary names list values as the form shows them', () => {
  it('names the item picked now, and the LIST a re-call added, in the summary and the review step', async () => {
    const user = userEvent.setup();
    summaryForm({ reviewBeforeSave: true });
    const summary = await screen.findByRole('region', { name: 'Changes' });

    await pick(user, /^Category/, 'Coffee');
    expect(rowsOf(summary, 'Changed (1)')).toEqual(['Category(empty)Coffee']);

    // Mileage: the re-call swaps the receipt's fields for a mileage's, with a Car type.
    await pick(user, /^Expense type/, 'Mileage');
    await pick(user, /^Car type/, 'Petrol car');
    expect(screen.getByRole('combobox', { name: /^Car type/ })).toHaveValue('Petrol car');
    expect(rowsOf(summary, /^Changed/)).toEqual(['Expense typeReceiptMileage']);
    expect(rowsOf(summary, /^Added/)).toContain('Car typePetrol car');

    await user.type(screen.getByRole('textbox', { name: /^Report name/ }), 'Client visit');
    await user.click(await firstSegment(/^Travel date/));
    await user.paste('2026-03-02');
    await user.type(screen.getByRole('textbox', { name: /^Distance/ }), '42');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const step = await screen.findByRole('dialog', { name: 'Review your changes' });
    expect(rowsOf(step, /^Changed/)).toEqual([
      'Report name(empty)Client visit',
      'Expense typeReceiptMileage',
    ]);
    expect(rowsOf(step, /^Added/)).toEqual([
      'Travel dateMar 2, 2026',
      'Car typePetrol car',
      'Distance (km)42.0',
      'Route(empty)',
    ]);
  });

  it('names the value picked now, not the loaded one, when the reply keeps the loaded `data`', async () => {
    // A service that echoes the envelope back (the mock does for a custom envelope) answers with
    // the `data` the form sent: the name of the value picked now is the form's to know.
    mock.state.setEnvelope(ORG, {
      fields: [
        ...(basicEnvelope().fields as JsonObject[]),
        wireField('verification.type', 'LIST', 'Expense type', {
          value: 'receipt',
          url: `/api/v1/expense/me/organizations/${ORG}/lists/expenseTypes`,
          requiresUpdate: true,
          data: { id: 'receipt', name: 'Receipt' },
        }),
      ],
    });
    const user = userEvent.setup();
    summaryForm();
    const summary = await screen.findByRole('region', { name: 'Changes' });

    await pick(user, /^Expense type/, 'Mileage');
    await within(summary).findByRole('table', { name: 'Changed (1)' });
    expect(rowsOf(summary, 'Changed (1)')).toEqual(['Expense typeReceiptMileage']);
    expect(screen.getByRole('combobox', { name: /^Expense type/ })).toHaveValue('Mileage');
    // The re-call did not send the loaded value's name beside the new value.
    const recall = mock.requests.filter((request) => request.endpoint === 'recall').at(-1);
    const sent = (recall?.body as { fields: JsonObject[] }).fields.find(
      (field) => field.property === 'verification.type',
    );
    expect(sent).toMatchObject({ value: 'mileage' });
    expect(sent?.data).toBeUndefined();
  });

  it('in Swedish: a date, a number and a switch in the locale, a currency by the name picked', async () => {
    const user = userEvent.setup();
    summaryForm({ organizationId: MOCK_IDS.controlsOrg, locale: 'sv' });
    const summary = await screen.findByRole('region', { name: 'Ändringar' });

    const guests = await screen.findByRole('textbox', { name: /^Antal gäster/ });
    await user.clear(guests);
    await user.type(guests, '12345');
    await user.click(screen.getByRole('switch', { name: /^Betald med företagskortet/ }));
    await user.click(await firstSegment(/^Inköpsdatum/));
    await user.paste('2026-03-02');
    await pick(user, /^Valuta/, 'SEK – svensk krona');

    await screen.findByText('SEK – svensk krona', { selector: 'td' });
    expect(rowsOf(summary, /^Ändrade/)).toEqual([
      'Antal gäster312 345',
      'Betald med företagskortetJaNej',
      'Inköpsdatum29 mars 20262 mars 2026',
      'ValutaEUR – euroSEK – svensk krona',
    ]);
  });
});
