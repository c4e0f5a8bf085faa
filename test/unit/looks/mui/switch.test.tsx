import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../../src/core/wire/envelope';
import type { FieldsTransport } from '../../../../src/core/http/transport';
import type { FieldsEnvelope } from '../../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../../src/mock/scenarios/wireField';
import { renderCounter } from '../../../tools/renderCounter';
import { renderMuiForm } from './muiForm';

const envelope = parseEnvelope({
  fields: [
    wireField('verification.amount', 'DOUBLE', 'Amount', { requiresUpdate: true }),
    wireField('cardLiability', 'SWITCH', 'Paid with the company card', { value: false }),
    versionField(1),
  ],
});

/** A service whose re-call turns the card switch on: a value the form writes into the DOM. */
const cardTurnedOn: FieldsTransport = {
  load: async () => envelope,
  recall: async (body: FieldsEnvelope) => ({
    ...body,
    fields: body.fields.map((field) =>
      field.property === 'cardLiability' ? { ...field, value: true } : field,
    ),
  }),
  command: async (body) => body,
  submit: async () => {
    throw new Error('not in this test');
  },
};

describe('SWITCH in the Material UI look', () => {
  it('is an MUI Switch whose click renders the switch alone, and which shows a value the server sets', async () => {
    const user = userEvent.setup();
    renderMuiForm({ source: { transport: cardTurnedOn, key: 'switch' } });
    const card = await screen.findByRole('switch', { name: 'Paid with the company card' });
    const base = card.closest('.MuiSwitch-switchBase');
    expect(base).not.toHaveClass('Mui-checked');
    // The server's reply turns it on: written into the element, and the thumb follows.
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '12');
    await act(async () => {
      await user.tab();
    });
    await waitFor(() => expect(card).toBeChecked());
    expect(base).toHaveClass('Mui-checked');
    // A click: the switch's own component renders (MUI draws the thumb from state), not the field.
    renderCounter.reset();
    await user.click(card);
    expect(card).not.toBeChecked();
    expect(base).not.toHaveClass('Mui-checked');
    expect(renderCounter.names).not.toContain('Field');
    await user.click(card);
    expect(base).toHaveClass('Mui-checked');
    // Undo writes the value before into the element, rendering no field: the thumb follows.
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(card).not.toBeChecked());
    expect(base).not.toHaveClass('Mui-checked');
  });
});
