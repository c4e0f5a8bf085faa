// UseField(property) serves an input of your own: value, messages, ARIA, re-calls.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { mapFields } from '../../../src/core/wire/fieldIndex';
import type { FieldsTransport } from '../../../src/core/http/transport';
import type { FieldsEnvelope } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { ErrorSummary, FieldsForm, RemainingFields, SubmitButton } from '../../../src/index';
import { useField } from '../../../src/index';
import { withQuery } from '../../tools/formHarness';
import { renderCounter } from '../../tools/renderCounter';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => (resolve = yes));
  return { promise, resolve };
}

const envelopeOf = (rate: boolean) =>
  parseEnvelope({
    fields: [
      wireField('name', 'TEXT', 'Report name'),
      wireField('amount', 'DOUBLE', 'Amount', { requiresUpdate: true, mandatory: true }),
      ...(rate ? [wireField('rate', 'DOUBLE', 'Exchange rate', { value: 11.4 })] : []),
      versionField(1),
    ],
  });

/** Re-calls wait for the test and bring the rate; a save answers with an error on the amount. */
function backend() {
  const recalls: ReturnType<typeof deferred<null>>[] = [];
  const transport: FieldsTransport = {
    load: async () => envelopeOf(false),
    recall: (envelope) => {
      const reply = deferred<null>();
      recalls.push(reply);
      const rate = envelopeOf(true).fields.filter((item) => item.property === 'rate');
      return reply.promise.then(() => ({ ...envelope, fields: [...envelope.fields, ...rate] }));
    },
    command: async (envelope) => envelope,
    submit: async (envelope: FieldsEnvelope) => ({
      kind: 'invalid',
      status: 400,
      envelope: mapFields(envelope, (item) =>
        item.property === 'amount' ? { ...item, errorText: 'Too much for one lunch.' } : item,
      ),
    }),
  };
  return { transport, recalls };
}

function Amount() {
  const field = useField('amount');
  if (!field.item) return null;
  return (
    <div>
      <label htmlFor={field.ids.input}>My amount</label>
      <input
        {...field.inputProps}
        value={String(field.value ?? '')}
        onChange={(event) => field.setValue(event.target.value)}
        onBlur={field.commit}
      />
      <span data-testid="state">{`${field.busy ? 'busy' : 'idle'} ${field.required ? 'required' : ''}`}</span>
      {field.message && (
        <p id={field.ids.message} data-kind={field.message.kind}>
          {field.message.text}
        </p>
      )}
    </div>
  );
}

function Rate() {
  const field = useField('rate');
  return <p>{field.item ? `Rate ${String(field.value)}` : 'No rate'}</p>;
}

const renderScreen = (transport: FieldsTransport) =>
  render(
    withQuery(
      <FieldsForm source={{ transport, key: 'use-field' }} drafts={false} label="Report">
        <ErrorSummary />
        <Amount />
        <Rate />
        <RemainingFields />
        <SubmitButton />
      </FieldsForm>,
    ),
  );

describe('useField', () => {
  it('a keystroke renders that one component; leaving the field re-calls, busy until the reply', async () => {
    const { transport, recalls } = backend();
    const user = userEvent.setup();
    renderScreen(transport);
    const amount = await screen.findByRole('textbox', { name: 'My amount' });
    expect(amount).toHaveAttribute('aria-required', 'true');
    expect(amount).not.toHaveAttribute('aria-invalid');
    // The input is placed: the remaining fields do not draw the amount again.
    expect(screen.queryByRole('textbox', { name: /^Amount/ })).toBeNull();
    await user.click(amount);
    renderCounter.reset();

    await user.keyboard('1');
    expect(renderCounter.names).toEqual(['Amount']);
    renderCounter.reset();
    await user.keyboard('2.5');
    expect(renderCounter.names).toEqual(['Amount', 'Amount', 'Amount']);
    expect(amount).toHaveValue('12.5');
    expect(recalls).toHaveLength(0);

    await user.tab(); // commit(): what leaving the field does
    expect(recalls).toHaveLength(1);
    expect(screen.getByTestId('state')).toHaveTextContent('busy required');
    expect(screen.getByText('No rate')).toBeInTheDocument();
    await act(async () => recalls[0]?.resolve(null));
    expect(screen.getByTestId('state')).toHaveTextContent('idle required');
    // A field the reply brought appears for its useField, with its value.
    expect(screen.getByText('Rate 11.4')).toBeInTheDocument();
    expect(amount).toHaveValue('12.5');
  });

  it('gives a server message as text on the right input, with aria-invalid and aria-describedby', async () => {
    const { transport } = backend();
    const user = userEvent.setup();
    renderScreen(transport);
    const amount = await screen.findByRole('textbox', { name: 'My amount' });
    await user.type(amount, '90');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Too much for one lunch.', { selector: 'p' });
    expect(message).toHaveAttribute('data-kind', 'error');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription('Too much for one lunch.');
    // The summary links to the input (same id), and focus went to it.
    expect(screen.getByRole('link', { name: /Too much for one lunch\./ })).toHaveAttribute(
      'href',
      `#${amount.id}`,
    );
    expect(amount).toHaveFocus();
  });

  it('gives a client check as kind "client", in the form’s words', async () => {
    const { transport } = backend();
    const user = userEvent.setup();
    renderScreen(transport);
    await screen.findByRole('textbox', { name: 'My amount' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const amount = screen.getByRole('textbox', { name: 'My amount' });
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(`${amount.id}-error`);
    expect(message).toHaveAttribute('data-kind', 'client');
    expect(message?.textContent).not.toMatch(/^[a-z_]+$/); // text, never a bare code
    expect(amount).toHaveAccessibleDescription(message?.textContent ?? '');
  });

  it('outside a form throws an error naming the providers', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Amount />)).toThrow(
      "expense-fields: useField('amount') renders only inside <FieldsForm> or <FieldsFormProvider form={useFieldsForm(...)}>; none is above it.",
    );
    vi.restoreAllMocks();
  });
});
