import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FieldsTransport } from '../../../../src/core/http/transport';
import { parseEnvelope } from '../../../../src/core/wire/envelope';
import type { JsonObject } from '../../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';
import type { EnvelopeChanges } from '../../../../src/core/changes';
import type { FormSession } from '../../../../src/core/session/context/formSession';
import { fieldKey } from '../../../../src/core/wire/fieldIndex';
import { useFieldsFormContext } from '../../../../src/react/form/FieldsFormContext';
import { RemainingFields } from '../../../../src/react/layout/RemainingFields';
import { ChangeSummary } from '../../../../src/react/changes/ChangeSummary';
import { useChanges } from '../../../../src/react/changes/useChanges';
import { FieldsForm } from '../../../../src/react/form/FieldsForm';
import { withQuery } from '../../../tools/formHarness';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

const report = (extra: JsonObject[] = []) => ({
  fields: [
    wireField('name', 'TEXT', 'Report name', { value: 'Client visit' }),
    wireField('verification.amount', 'DOUBLE', 'Amount', { value: 1200, maxDecimals: 2 }),
    wireField('verification.currency', 'TEXT', 'Currency', { value: 'SEK' }),
    wireField('verification.type', 'LIST', 'Expense type', {
      value: 'receipt',
      url: '/lists/types',
      requiresUpdate: true,
      data: { id: 'receipt', name: 'Receipt' },
    }),
    wireField('trip', 'FIELD_GROUP', 'Trip', {
      fields: [wireField('trip.lunch', 'SWITCH', 'Lunch', { value: false })],
    }),
    ...extra,
    wireField('internal.trace', 'TEXT', null, { visible: false, value: 'trace-7' }),
    versionField(3),
  ],
});

/** Loads the report; a re-call that picks "Mileage" swaps the amount for a distance. */
function transport(): FieldsTransport {
  return {
    load: async () => parseEnvelope(report()),
    recall: async (body) => {
      const type = body.fields.find((item) => item.property === 'verification.type');
      if (type?.value !== 'mileage') return body;
      const next = report([
        wireField('verification.distance', 'DOUBLE', 'Distance', { value: 12 }),
      ]);
      next.fields = next.fields.filter(
        (field) => field.property !== 'verification.amount' && field.property !== 'name',
      );
      (next.fields[1] as JsonObject).value = 'mileage';
      (next.fields[1] as JsonObject).data = { id: 'mileage', name: 'Mileage' };
      return parseEnvelope(next);
    },
    command: async (body) => body,
    submit: async (body) => ({ kind: 'invalid', envelope: body, status: 400 }),
  };
}

describe('<ChangeSummary>', () => {
  it('lists exactly the changed fields against the loaded envelope, live, as the form shows them', async () => {
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm source={{ transport: transport(), key: 'changes-1' }} drafts={false}>
          <ChangeSummary />
          <RemainingFields />
        </FieldsForm>,
      ),
    );
    const summary = await screen.findByRole('region', { name: 'Changes' });
    expect(within(summary).getByRole('status')).toHaveTextContent('No changes.');
    expect(within(summary).queryByRole('table')).toBeNull();

    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.type(amount, '1350');
    await user.click(screen.getByRole('switch', { name: 'Lunch' }));

    expect(within(summary).getByRole('status')).toHaveTextContent('2 changes');
    const table = within(summary).getByRole('table', { name: 'Changed (2)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toEqual([
      'FieldBeforeNow',
      'AmountSEK 1,200.00SEK 1,350.00',
      'Trip',
      'LunchNoYes',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Lunch' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Before' })).toBeInTheDocument();

    // Back to the loaded value: no longer a change.
    await user.click(screen.getByRole('switch', { name: 'Lunch' }));
    expect(within(summary).getByRole('status')).toHaveTextContent('1 change');
  });

  it('lists fields a re-call added and removed; invisible ones only when asked', async () => {
    let engine: FormSession | null = null;
    let everything: EnvelopeChanges | null = null;
    function Spy() {
      engine = useFieldsFormContext().session.engine;
      everything = useChanges(null, { invisible: true });
      return null;
    }
    render(
      withQuery(
        <FieldsForm source={{ transport: transport(), key: 'changes-2' }} drafts={false}>
          <ChangeSummary />
          <Spy />
          <RemainingFields />
        </FieldsForm>,
      ),
    );
    const summary = await screen.findByRole('region', { name: 'Changes' });
    await act(async () => {
      engine?.chose(fieldKey('verification.type'), 'mileage');
      await engine?.whenSettled();
    });
    await screen.findByRole('textbox', { name: 'Distance' });
    expect(within(summary).getByRole('status')).toHaveTextContent('4 changes');
    const names = (table: string) =>
      within(within(summary).getByRole('table', { name: table }))
        .getAllByRole('rowheader')
        .map((cell) => plain(cell.textContent));
    expect(names('Changed (1)')).toEqual(['Expense type']);
    expect(names('Added (1)')).toEqual(['Distance']);
    expect(names('Removed (2)')).toEqual(['Report name', 'Amount']);
    const removed = within(summary).getByRole('table', { name: 'Removed (2)' });
    expect(plain(within(removed).getAllByRole('row')[2]?.textContent ?? '')).toBe(
      'AmountSEK 1,200.00',
    );
    // The hook gives invisible fields when asked; the summary leaves them out.
    expect(everything).toMatchObject({ changed: [{ label: 'Expense type' }] });
    expect(within(summary).queryByText('(hidden field)')).toBeNull();
  });

  it('shows invisible fields when asked, marked', async () => {
    const base = parseEnvelope(report());
    const shifted = parseEnvelope({
      ...report(),
      fields: report().fields.map((field) =>
        field.property === 'internal.trace' ? { ...field, value: 'trace-6' } : field,
      ),
    });
    render(
      withQuery(
        <FieldsForm source={{ transport: transport(), key: 'changes-3' }} drafts={false}>
          <ChangeSummary base={shifted} showInvisible headingLevel={3} />
        </FieldsForm>,
      ),
    );
    expect(base.fields).toHaveLength(7);
    const summary = await screen.findByRole('region', { name: 'Changes' });
    expect(within(summary).getByRole('heading', { level: 3, name: 'Changes' })).toBeInTheDocument();
    const table = within(summary).getByRole('table', { name: 'Changed (1)' });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('internal.trace (hidden field)');
    expect(plain(within(table).getAllByRole('row')[1]?.textContent ?? '')).toBe(
      'internal.trace (hidden field)trace-6trace-7',
    );
  });
});
