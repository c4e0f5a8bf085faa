// An amount shows formatted for the locale while not focused, raw while edited; the
// value the form keeps and sends is what the user typed.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { FieldsEnvelope } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { formattedWhenIdle } from '../../../src/dom/formattedWhenIdle';
import { withQuery } from '../../tools/formHarness';

function transport(sent: FieldsEnvelope[]): FieldsTransport {
  const envelope = parseEnvelope({
    fields: [
      wireField('verification.amount', 'DOUBLE', 'Amount', { maxDecimals: 2 }),
      wireField('guests', 'INTEGER', 'Guests'),
      versionField(1),
    ],
  });
  return {
    load: async () => envelope,
    recall: async (body) => body,
    command: async (body) => body,
    submit: async (body) => {
      sent.push(body);
      return { kind: 'invalid', envelope: body, status: 400 };
    },
  };
}

const amountOf = (body: FieldsEnvelope | undefined) =>
  body?.fields.find((field) => field.property === 'verification.amount')?.value;

describe('amounts while idle', () => {
  it('shows an amount in the currency of the field beside it, in the locale', async () => {
    const user = userEvent.setup();
    const envelope = parseEnvelope({
      fields: [
        wireField('verification.amount', 'DOUBLE', 'Amount', { maxDecimals: 2 }),
        wireField('verification.currency', 'TEXT', 'Currency', { value: 'SEK' }),
      ],
    });
    const transport: FieldsTransport = {
      load: async () => envelope,
      recall: async (body) => body,
      command: async (body) => body,
      submit: async (body) => ({ kind: 'invalid', envelope: body, status: 400 }),
    };
    render(withQuery(<FieldsForm source={{ transport, key: 'c' }} locale="sv" drafts={false} />));
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '6000');
    await user.tab();
    expect((amount as HTMLInputElement).value).toMatch(/^6\s000,00\skr$/);
    // Another currency re-shows the amount at once, with no render.
    const currency = screen.getByRole('textbox', { name: 'Currency' });
    await user.clear(currency);
    await user.type(currency, 'EUR');
    expect((amount as HTMLInputElement).value).toMatch(/^6\s000,00\s€$/);
  });

  it('shows 6,000.00 while idle, 6000 while edited, and sends 6000', async () => {
    const user = userEvent.setup();
    const sent: FieldsEnvelope[] = [];
    render(
      withQuery(<FieldsForm source={{ transport: transport(sent), key: 'a' }} drafts={false} />),
    );
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '6000');
    expect(amount).toHaveValue('6000');
    await user.tab();
    expect(amount).toHaveValue('6,000.00');
    await user.click(amount);
    expect(amount).toHaveValue('6000');
    await user.type(amount, '.5');
    await user.tab();
    expect(amount).toHaveValue('6,000.50');
    // Whole numbers (INTEGER) are shown as typed.
    await user.type(screen.getByRole('textbox', { name: 'Guests' }), '1200');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Guests' })).toHaveValue('1200');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(amountOf(sent[0])).toBe(6000.5);
  });

  it("draws the server's amount formatted at once, with no second write, and edits its raw text", async () => {
    const user = userEvent.setup();
    const envelope = parseEnvelope({
      fields: [
        wireField('verification.amount', 'DOUBLE', 'Amount', { value: 1234.5, maxDecimals: 2 }),
      ],
    });
    const written: string[] = [];
    const property = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    Object.defineProperty(HTMLInputElement.prototype, 'value', {
      ...property,
      set(this: HTMLInputElement, text: string) {
        if (this.inputMode === 'decimal') written.push(text);
        property?.set?.call(this, text);
      },
    });
    try {
      render(
        withQuery(
          <FieldsForm
            source={{
              transport: { ...transport([]), load: async () => envelope },
              key: 'd',
            }}
            drafts={false}
          />,
        ),
      );
      const amount = await screen.findByRole('textbox', { name: 'Amount' });
      // The first text the element has (its value attribute, as in a server's HTML) is the
      // formatted one, and no write follows it at mount.
      expect(amount).toHaveAttribute('value', '1,234.50');
      expect(amount).toHaveValue('1,234.50');
      expect(written.filter((text) => text !== '1,234.50')).toEqual([]);
      await user.click(amount);
      expect(amount).toHaveValue('1234.50');
      await user.tab();
      expect(amount).toHaveValue('1,234.50');
    } finally {
      if (property) Object.defineProperty(HTMLInputElement.prototype, 'value', property);
    }
  });

  it('follows the locale, and leaves text it cannot read as typed', async () => {
    const user = userEvent.setup();
    render(
      withQuery(
        <FieldsForm source={{ transport: transport([]), key: 'b' }} locale="sv" drafts={false} />,
      ),
    );
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '1234,5');
    await user.tab();
    expect((amount as HTMLInputElement).value).toMatch(/^1\s234,50$/);
    await user.clear(amount);
    await user.type(amount, '12,345');
    await user.tab();
    expect(amount).toHaveValue('12,345');
  });
});

describe('an amount drawn formatted that has focus when it attaches', () => {
  it('shows the raw text to edit (a click before a server-rendered page hydrated), formatted after', () => {
    const input = document.createElement('input');
    input.value = '1,234.50';
    document.body.append(input);
    input.focus();
    const format = (raw: string) => (raw === '1234.50' ? '1,234.50' : null);
    formattedWhenIdle(input, format, { raw: '1234.50', shown: '1,234.50' });
    expect(input.value).toBe('1234.50');
    input.blur();
    expect(input.value).toBe('1,234.50');
    input.focus();
    expect(input.value).toBe('1234.50');
    input.remove();
  });
});
