import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { basicEnvelope } from '../../../../src/mock/scenarios/basic';
import { setupMockServer } from '../../../tools/formHarness';
import { ORG, renderMuiForm } from './muiForm';

const mock = setupMockServer();

describe('the form’s own parts in the Material UI look', () => {
  it('draws Save as a contained MUI Button and the error summary as an MUI Alert', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const user = userEvent.setup();
    renderMuiForm();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toHaveClass('MuiButton-root', 'MuiButton-contained');
    await user.click(save);
    const summary = await screen.findByRole('region', { name: 'Please correct these fields' });
    expect(
      summary.closest('.MuiAlert-root') ?? summary.querySelector('.MuiAlert-root'),
    ).toHaveClass('MuiAlert-colorError');
    expect(within(summary).getByRole('link', { name: /Report name/ })).toBeInTheDocument();
  });

  it('asks a command’s confirmation in an MUI Dialog: Confirm focused, Escape cancels, focus back', async () => {
    const user = userEvent.setup();
    renderMuiForm();
    const split = await screen.findByRole('button', { name: 'Split expense' });
    expect(split).toHaveClass('MuiButton-root');
    await user.click(split);
    const dialog = screen.getByRole('alertdialog', {
      name: 'Split this amount into two rows with their own categories?',
    });
    expect(dialog).toHaveClass('MuiDialog-paper');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).not.toHaveAttribute('aria-labelledby');
    expect(dialog).toHaveAccessibleDescription(
      'Split this amount into two rows with their own categories?',
    );
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveClass('MuiButton-root');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(split).toHaveFocus();
    expect(mock.requests.filter((request) => request.endpoint === 'command')).toHaveLength(0);
  });
});

describe('the Material UI look without expense-fields/styles.css', () => {
  it('keeps the form’s announcements hidden and its group of fields without a frame', async () => {
    const { container } = renderMuiForm();
    await screen.findByRole('button', { name: 'Save' });
    // The undo/redo announcer and a re-call's list of changes: read out, never seen.
    for (const announcer of container.querySelectorAll('[data-ef-history], p[role="status"]')) {
      if (!announcer.classList.contains('ef-visually-hidden')) continue;
      expect(getComputedStyle(announcer).position).toBe('absolute');
      expect(getComputedStyle(announcer).width).toBe('1px');
    }
    expect(container.querySelectorAll('.ef-visually-hidden').length).toBeGreaterThan(0);
    const fields = container.querySelector('fieldset.ef-fields') as HTMLElement;
    expect(getComputedStyle(fields).borderStyle === 'none' || fields.style.border === '0px').toBe(
      true,
    );
    expect(fields.style.padding).toBe('0px');
  });
});
