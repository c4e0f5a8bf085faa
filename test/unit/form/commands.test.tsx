import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFormDriver } from '../../../src/testing';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const commands = () => mock.requests.filter((request) => request.endpoint === 'command');

describe('commands', () => {
  it('asks for confirmation, then PUTs the command and takes the reply', async () => {
    const user = userEvent.setup();
    const form = createFormDriver(renderForm().container);
    await form.fill('Amount', '100');
    await user.click(screen.getByRole('button', { name: 'Split expense' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'Split this amount into two rows with their own categories?',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    // The dialog is open: the driver answers it.
    await form.runCommand('Split expense', { confirm: true });
    expect(await form.field(/^Row 2/)).toMatchObject({ visible: true });
    const rows = screen.getAllByRole('group', { name: /^Row \d/ });
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
    const form = createFormDriver(renderForm().container);
    await form.runCommand('Split expense', { confirm: false });
    const split = screen.getByRole('button', { name: 'Split expense' });
    expect(split).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(split).toHaveFocus();
    expect(commands()).toHaveLength(0);
  });
});
