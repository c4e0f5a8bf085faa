import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const commands = () => mock.requests.filter((request) => request.endpoint === 'command');

describe('commands', () => {
  it('asks for confirmation, then PUTs the command and takes the reply', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '100');
    await user.click(screen.getByRole('button', { name: 'Split expense' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'Split this amount into two rows with their own categories?',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const rows = await screen.findAllByRole('group', { name: /^Row \d/ });
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByRole('textbox', { name: /^Amount/ })).toHaveValue(
      '50.00',
    );
    expect(new URL(commands()[0]?.url ?? '').searchParams.get('command')).toBe('SPLIT');
    expect(screen.queryByRole('button', { name: 'Split expense' })).toBeNull();
    // The amount typed before the command went with it.
    expect(screen.getAllByRole('textbox', { name: /^Amount/ })[0]).toHaveValue('SEK\u00a0100.00');
  });

  it('does nothing when cancelled, by button or Escape, and gives focus back', async () => {
    const user = userEvent.setup();
    renderForm();
    const split = await screen.findByRole('button', { name: 'Split expense' });
    await user.click(split);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(split).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(split).toHaveFocus();
    expect(commands()).toHaveLength(0);
  });
});
