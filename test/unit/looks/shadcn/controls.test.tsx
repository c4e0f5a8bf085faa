// Every control type of the mock's form in the shadcn look: shadcn's parts (`data-slot`), its
// classes coloured by shadcn's variables, and the messages in its FormMessage.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockServer } from '../../../tools/formHarness';
import { frameOf, renderAllControls } from './shadcnForm';

const mock = setupMockServer();

/** The `data-slot` names inside a field's frame. */
const slots = (frame: HTMLElement) =>
  new Set([...frame.querySelectorAll('[data-slot]')].map((node) => node.getAttribute('data-slot')));

describe('the shadcn look', () => {
  it("draws every control type of the mock's form with shadcn's parts", async () => {
    const { container } = await renderAllControls(mock);
    const expected: Record<string, string[]> = {
      name: ['form-label', 'input'],
      comment: ['form-label', 'textarea'],
      'verification.amount': ['form-label', 'badge', 'input'],
      'verification.representation.numberOfGuests': ['form-label', 'input'],
      cardLiability: ['form-label', 'switch', 'switch-thumb'],
      'verification.purchaseDate': ['form-label', 'input', 'button'],
      'verification.lastUpdated': ['form-label', 'input'],
      'meeting.start': ['form-label', 'input', 'button'],
      'verification.currency': ['form-label', 'input', 'button', 'command-list'],
      'verification.tags': ['form-label', 'input', 'command-list'],
      'verification.receiptAttachment': ['form-label', 'button'],
      'verification.representation.guests': ['form-label', 'label', 'input', 'button'],
      emailRecipients: ['form-label', 'badge', 'input'],
      policy: ['label'],
      'info.error': ['alert', 'alert-description'],
      'verification.specification': ['form-label', 'form-item', 'switch'],
      'x.hologram': ['form-label'],
    };
    for (const [property, names] of Object.entries(expected)) {
      const frame = frameOf(container, property);
      expect(frame.dataset.slot, property).toBe('form-item');
      for (const name of names) expect(slots(frame), `${property} ${name}`).toContain(name);
    }
    // No control is drawn with the default look's classes.
    expect(container.querySelector('.ef-input, .ef-switch, .ef-combobox, .ef-date')).toBeNull();
  });

  it("colours by shadcn's variables: inputs, the switch, an error notice, the legend's fieldset", async () => {
    const { container } = await renderAllControls(mock);
    const name = screen.getByRole('textbox', { name: /^Report name/ });
    expect(name).toHaveClass('border-input', 'focus-visible:ring-ring/50');
    expect(name).toHaveClass('aria-invalid:border-destructive');
    const card = screen.getByRole('switch', { name: 'Paid with the company card' });
    expect(card).toHaveClass('checked:bg-primary', 'bg-input');
    expect(card).toBeChecked();
    const error = frameOf(container, 'info.error').querySelector('[data-slot=alert]');
    expect(error).toHaveAttribute('data-variant', 'destructive');
    expect(error).toHaveClass('text-destructive');
    expect(screen.getByRole('group', { name: /^Guests/ }).tagName).toBe('FIELDSET');
  });

  it('shows a field error in FormMessage, in the destructive colour, and names the input by it', async () => {
    const user = userEvent.setup();
    const { container } = await renderAllControls(mock);
    const name = screen.getByRole('textbox', { name: /^Report name/ });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const frame = frameOf(container, 'name');
    const message = await waitFor(() => {
      const found = frame.querySelector('[data-slot=form-message]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(message).toHaveClass('text-destructive');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(message.textContent ?? '');
    expect(frame.querySelector('[data-slot=form-label]')).toHaveAttribute('data-error', 'true');
  });

  it('keeps the accessible names and the required mark the default look gives', async () => {
    const { container } = await renderAllControls(mock);
    expect(screen.getByRole('textbox', { name: 'Report name (required)' })).toBeInTheDocument();
    const label = frameOf(container, 'name').querySelector('[data-slot=form-label]');
    expect(within(label as HTMLElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: /intranet|https?:/ })).toHaveClass('text-primary');
  });
});
