// A label of your own keeps the whole frame: `<FormField label help>`, `useField(…, words).frame`
// and `useFieldFrame` draw the required mark, the scanned marker, help and message from one
// function (ARCHITECTURE.md "Composition").
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FieldsTransport } from '../../../src/core/http/transport';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { mapFields } from '../../../src/core/wire/fieldIndex';
import type { FieldsEnvelope } from '../../../src/core/wire/model/types';
import { versionField, wireField } from '../../../src/mock/scenarios/wireField';
import { ErrorSummary, FieldShell, FieldsForm, FormField } from '../../../src/index';
import { SubmitButton, useField, useFieldFrame } from '../../../src/index';
import type { ReactNode } from 'react';
import { withQuery } from '../../tools/formHarness';
import { renderCounter } from '../../tools/renderCounter';

const HELP = 'Gross, as on the receipt.';
const ERROR = 'Too much for one lunch.';

/** An amount that must be given and a VAT amount a receipt scan filled; a save refuses the amount. */
const transport: FieldsTransport = {
  load: async () =>
    parseEnvelope({
      fields: [
        wireField('amount', 'DOUBLE', 'Amount', { mandatory: true }),
        wireField('vat', 'DOUBLE', 'VAT amount', { scanned: true, value: 4 }),
        versionField(1),
      ],
    }),
  recall: async (envelope) => envelope,
  command: async (envelope) => envelope,
  submit: async (envelope: FieldsEnvelope) => ({
    kind: 'invalid',
    status: 400,
    envelope: mapFields(envelope, (item) =>
      item.property === 'amount' ? { ...item, errorText: ERROR } : item,
    ),
  }),
};

const renderForm = (children: ReactNode) =>
  render(
    withQuery(
      <FieldsForm source={{ transport, key: 'field-frame' }} drafts={false} label="Report">
        <ErrorSummary />
        {children}
        <SubmitButton />
      </FieldsForm>,
    ),
  );

/** What every frame of the amount shows, whoever draws it; the server's error after a save. */
async function expectWholeFrame(drawnBy: string) {
  const user = userEvent.setup();
  const total = await screen.findByRole('textbox', { name: 'Total incl. VAT (required)' });
  const frame = total.closest('[data-ef-property="amount"]') as HTMLElement;
  expect(frame, drawnBy).not.toBeNull();
  // The visible label: the app's words and the required mark (hidden from assistive technology).
  const label = frame.querySelector('[data-ef-part="label"]');
  expect(label).toHaveTextContent(/^Total incl\. VAT\s*\*/);
  expect(label).toHaveAttribute('id', `${total.id}-label`);
  expect(frame.querySelector('[data-ef-part="required"]')).toHaveAttribute('aria-hidden', 'true');
  expect(total).toHaveAttribute('aria-required', 'true');
  expect(total).toHaveAccessibleDescription(HELP);
  expect(total.getAttribute('aria-describedby')).toBe(`${total.id}-help`);
  expect(within(frame).getByText(HELP)).toHaveAttribute('data-ef-part', 'help');

  await user.type(total, '90');
  renderCounter.reset();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  const message = await within(frame).findByText(ERROR);
  expect(message).toHaveAttribute('data-ef-part', 'message');
  expect(message).toHaveAttribute('id', `${total.id}-error`);
  expect(total).toHaveAttribute('aria-invalid', 'true');
  expect(total).toHaveAccessibleDescription(`${ERROR} ${HELP}`);
  expect(screen.getByRole('link', { name: new RegExp(ERROR) })).toHaveAttribute(
    'href',
    `#${total.id}`,
  );
  return { total, frame };
}

describe('a field frame with words of your own', () => {
  it('<FormField label help> keeps the required mark, scanned marker, help and the server error', async () => {
    renderForm(
      <>
        <FormField property="amount" label="Total incl. VAT" help={HELP} />
        <FormField property="vat" label="VAT on the receipt" />
      </>,
    );
    await expectWholeFrame('FormField');
    // The message rendered the amount's field alone, once.
    expect(renderCounter.names.filter((name) => name === 'Field')).toEqual(['Field']);
    const vat = screen.getByRole('textbox', { name: 'VAT on the receipt, From receipt' });
    const marker = vat.closest('.ef-field')?.querySelector('[data-ef-part="scanned"]');
    expect(marker).toHaveTextContent('From receipt');
  });

  it('useFieldFrame with an input of your own draws the same frame, and renders once per change of its key', async () => {
    function Total() {
      const field = useField('amount');
      const frame = useFieldFrame('amount', { label: 'Total incl. VAT', help: HELP });
      if (!frame) return null;
      return (
        <FieldShell frame={frame}>
          <input
            {...field.inputProps}
            {...frame.getInputAriaProps()}
            defaultValue=""
            onChange={(event) => field.setValue(event.target.value)}
            onBlur={field.commit}
          />
        </FieldShell>
      );
    }
    renderForm(<Total />);
    const total = await screen.findByRole('textbox', { name: 'Total incl. VAT (required)' });
    await userEvent.setup().click(total);
    renderCounter.reset();
    await userEvent.setup().keyboard('7');
    // Its two subscriptions to the key tell it once: one render of the component (and its shell).
    expect(renderCounter.names).toEqual(['Total', 'FieldShell']);
    await userEvent.setup().clear(total);
    await expectWholeFrame('useFieldFrame');
    expect(renderCounter.names.filter((name) => name === 'Total')).toEqual(['Total']);
  });

  it('useField(property, words).frame gives the getters to a frame of your own markup', async () => {
    function Total() {
      const field = useField('amount', { label: 'Total incl. VAT', help: HELP });
      const { frame } = field;
      return (
        <div {...frame.getFrameProps()}>
          <label {...frame.getLabelProps()}>
            <span aria-hidden="true">
              {frame.label}
              <span {...frame.getRequiredProps()}>*</span>
            </span>
            <span className="ef-visually-hidden">{frame.accessibleName}</span>
          </label>
          <input
            {...field.inputProps}
            defaultValue=""
            onChange={(event) => field.setValue(event.target.value)}
          />
          <p {...frame.getHelpProps()}>{frame.help}</p>
          {frame.message ? <p {...frame.getMessageProps()}>{frame.message.text}</p> : null}
        </div>
      );
    }
    renderForm(<Total />);
    const { frame } = await expectWholeFrame('useField');
    expect(frame.querySelector('[data-ef-part="message"]')).toHaveAttribute('data-kind', 'error');
  });
});
