// Nothing blocks, nothing lies: each test failed before its fix.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { ExpenseApiError } from '../../../src/core/wire/errors';
import { EnvelopeWarning } from '../../../src/core/session/recall/envelopeReply';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { ExpenseReport, FieldsEnvelope, JsonObject } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../../src/react/form/FieldsForm';
import { createFormDriver } from '../../../src/testing';
import { withQuery } from '../../tools/formHarness';

type Submit = FieldsTransport['submit'];

function backend(fields: JsonObject[], submit?: Submit, raw = false, extra: JsonObject = {}) {
  const sent: FieldsEnvelope[] = [];
  const wire = { fields: [...fields, versionField(2)], ...extra };
  const transport: FieldsTransport = {
    // `raw`: a custom transport that forgot parseEnvelope and answers the server's JSON.
    load: async () => (raw ? (wire as unknown as FieldsEnvelope) : parseEnvelope(wire)),
    recall: async (envelope) => envelope,
    command: async (envelope) => envelope,
    submit: async (envelope, options) => {
      sent.push(envelope);
      return submit
        ? submit(envelope, options)
        : { kind: 'created', report: { id: 'r1', reportNumber: 'R-1' } as ExpenseReport };
    },
  };
  return { transport, sent };
}

const valueSent = (envelope: FieldsEnvelope | undefined, property: string) =>
  envelope?.fields.find((field) => field.property === property)?.value;

/** The form on this transport, driven by label (expense-fields/testing). */
const driven = (transport: FieldsTransport, key: string) =>
  createFormDriver(render(withQuery(<FieldsForm source={{ transport, key }} />)).container);

describe('a value the user cannot change never blocks Save', () => {
  it.each([
    '/api/v1/expense/content/abc/preview',
    'mailto:someone@example.com',
    'www.example.com',
    'javascript:alert(1)',
  ])('sends a URL field holding %s unchanged, and the server judges it', async (link) => {
    const { transport, sent } = backend([
      wireField('name', 'TEXT', 'Report name', { value: 'Taxi' }),
      wireField('receiptLink', 'URL', 'Receipt', { value: link, mandatory: true }),
    ]);
    expect(await driven(transport, `url-${link}`).submit()).toBe('saved');
    expect(sent).toHaveLength(1);
    expect(valueSent(sent[0], 'receiptLink')).toBe(link);
    expect(screen.queryByRole('link', { name: /javascript/ })).toBeNull();
  });

  it('sends a disabled field, an unknown type and an untouched server value with too many decimals', async () => {
    const { transport, sent } = backend([
      wireField('locked', 'DOUBLE', 'Locked amount', {
        value: 1.23456,
        maxDecimals: 2,
        enabled: false,
      }),
      wireField('server', 'DOUBLE', 'Server amount', { value: 9.87654, maxDecimals: 2 }),
      wireField('hologram', 'HOLOGRAM', 'Hologram', { value: null, mandatory: true }),
    ]);
    expect(await driven(transport, 'untouched').submit()).toBe('saved');
    expect(sent).toHaveLength(1);
    expect(valueSent(sent[0], 'server')).toBe(9.87654);
    expect(valueSent(sent[0], 'locked')).toBe(1.23456);
  });

  it('still checks what the user typed and a mandatory field the user can fill', async () => {
    const { transport, sent } = backend([
      wireField('amount', 'DOUBLE', 'Amount', { maxDecimals: 2, mandatory: true }),
    ]);
    const form = driven(transport, 'typed');
    expect(await form.submit()).toBe('invalid');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await form.fill('Amount', '1.234');
    expect(await form.submit()).toBe('invalid');
    expect((await form.errors()).amount?.kind).toBe('error');
    expect(sent).toHaveLength(0);
  });
});

describe('one odd attribute never takes the form down', () => {
  it('renders an unknown informationType as information and reports it once', async () => {
    const onError = vi.fn();
    const { transport } = backend([
      wireField('notice', 'INFORMATION', 'Check the receipt', { informationType: 'critical' }),
      wireField('name', 'TEXT', 'Report name'),
    ]);
    render(withQuery(<FieldsForm source={{ transport, key: 'odd' }} onError={onError} />));
    expect(await screen.findByRole('textbox', { name: 'Report name' })).toBeInTheDocument();
    expect(screen.getByText('Check the receipt')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
    const warning = onError.mock.calls[0]?.[0] as EnvelopeWarning;
    expect(warning).toBeInstanceOf(EnvelopeWarning);
    expect(warning.problems[0]?.path).toBe('fields[0].informationType');
  });

  it('parses what a custom transport returns when it is the server JSON', async () => {
    const { transport } = backend(
      [wireField('name', 'TEXT', 'Report name', { value: 'Taxi' })],
      undefined,
      true,
    );
    render(withQuery(<FieldsForm source={{ transport, key: 'raw' }} />));
    expect(await screen.findByRole('textbox', { name: 'Report name' })).toHaveValue('Taxi');
    expect(screen.queryByText(/could not be shown/)).toBeNull();
  });
});

describe('focus after a save', () => {
  it('goes to "Try again" after a failure, and to the result after success', async () => {
    let fail = true;
    const { transport } = backend(
      [wireField('name', 'TEXT', 'Report name', { value: 'Taxi' })],
      async () => {
        if (fail) throw new ExpenseApiError(500, 'INTERNAL', 'Down');
        return { kind: 'created', report: { id: 'r1', reportNumber: 'R-1' } as ExpenseReport };
      },
    );
    const user = userEvent.setup();
    const form = driven(transport, 'focus');
    expect(await form.submit()).toBe('failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    fail = false;
    await user.keyboard('{Enter}');
    await form.settled();
    expect(await form.status()).toBe('saved');
    expect(screen.getByText('Saved.')).toHaveFocus();
  });
});

describe('after a 409', () => {
  it('offers one primary way out: reload keeping changes; Save steps back', async () => {
    const { transport } = backend(
      [wireField('name', 'TEXT', 'Report name', { value: 'Taxi' })],
      async () => {
        throw new ExpenseApiError(409, 'CONCURRENT_MODIFICATION', 'Changed meanwhile');
      },
    );
    expect(await driven(transport, 'conflict').submit()).toBe('conflict');
    const reload = screen.getByRole('button', { name: 'Reload and keep my changes' });
    expect(reload).toHaveFocus();
    expect(reload).not.toHaveAttribute('data-variant');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute(
      'data-variant',
      'secondary',
    );
  });
});

describe('messages follow the locale', () => {
  it('re-words client messages when the locale changes; server texts stay as sent', async () => {
    const { transport } = backend(
      [
        wireField('amount', 'DOUBLE', 'Amount', { mandatory: true }),
        wireField('name', 'TEXT', 'Report name'),
      ],
      undefined,
      false,
      {
        validationErrors: [
          {
            property: 'approver',
            code: 'NO_APPROVER',
            message: 'Servern säger nej',
            level: 'ERROR',
          },
        ],
      },
    );
    const user = userEvent.setup();
    const tree = (locale: string) =>
      withQuery(<FieldsForm source={{ transport, key: 'words' }} locale={locale} />);
    const { rerender } = render(tree('sv'));
    await user.click(await screen.findByRole('button', { name: 'Spara' }));
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    const svText = amount.getAttribute('aria-describedby') ?? '';
    const before = document.getElementById(svText)?.textContent;
    rerender(tree('pt'));
    await screen.findByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(document.getElementById(svText)?.textContent).not.toBe(before));
    expect(screen.getByText('Servern säger nej')).toBeInTheDocument();
  });
});
