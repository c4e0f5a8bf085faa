import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldShell, describedByFor } from '../../src/react/fields/FieldShell';

describe('FieldShell', () => {
  it('labels the control and links its error and help', () => {
    render(
      <FieldShell
        id="amount"
        label="Amount"
        required
        requiredText="(required)"
        help="Incl. VAT"
        errorText="Too big"
      >
        <input
          id="amount"
          aria-invalid
          aria-describedby={describedByFor('amount', { hasHelp: true, hasError: true })}
        />
      </FieldShell>,
    );
    const input = screen.getByRole('textbox', { name: /^Amount\s*\(required\)$/ });
    expect(input).toHaveAccessibleDescription('Too big Incl. VAT');
  });

  it('describes nothing when there is neither help nor error', () => {
    expect(describedByFor('x', { hasHelp: false, hasError: false })).toBeUndefined();
  });

  it('shows the scanned marker', () => {
    render(
      <FieldShell id="d" label="Date" scanned scannedText="From receipt">
        <input id="d" />
      </FieldShell>,
    );
    expect(screen.getByText('From receipt')).toHaveAttribute('data-scanned', 'true');
  });

  // The name was "VAT amountFrom receipt".
  it('separates the parts of the accessible name', () => {
    render(
      <FieldShell
        id="v"
        label="VAT amount"
        required
        requiredText="(required)"
        scanned
        scannedText="From receipt"
      >
        <input id="v" />
      </FieldShell>,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleName('VAT amount (required), From receipt');
  });

  // "Purchase date (required) , From receipt" in Chromium (the name's parts were
  // separate absolutely positioned spans); the browser story Controls/FieldShell checks it there.
  it.each([
    [{ required: true, scanned: true }, 'Purchase date (required), From receipt'],
    [{ required: false, scanned: true }, 'Purchase date, From receipt'],
    [{ required: true, scanned: false }, 'Purchase date (required)'],
    [{ required: false, scanned: false }, 'Purchase date'],
  ])('names the field %o exactly', (parts, name) => {
    render(
      <FieldShell
        id="p"
        label="Purchase date"
        requiredText="(required)"
        scannedText="From receipt"
        {...parts}
      >
        <input id="p" />
      </FieldShell>,
    );
    expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    // The visible marker stays one element, found by its text.
    if (parts.scanned) expect(screen.getByText('From receipt')).toBeVisible();
  });

  // The message sits right under its input, before the field's command buttons.
  it('puts the message right under the input, before what follows it', () => {
    render(
      <FieldShell id="a" label="Amount" errorText="Too big" after={<button>Split</button>}>
        <input id="a" />
      </FieldShell>,
    );
    const message = screen.getByText('Too big');
    const command = screen.getByRole('button', { name: 'Split' });
    expect(screen.getByRole('textbox').compareDocumentPosition(message)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(message.compareDocumentPosition(command)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
