import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { muiControls } from '../../../../src/looks/mui';
import { FORM_PARTS, type FormParts } from '../../../../src/registry/formParts';

const parts = muiControls[FORM_PARTS] as FormParts;
const inTheme = (node: React.ReactNode) =>
  render(<ThemeProvider theme={createTheme()}>{node}</ThemeProvider>);

describe('the Material UI look’s form parts', () => {
  it('draws a primary button contained and a secondary one outlined, with the ref and markers', async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    inTheme(
      <>
        {parts.Button({
          buttonRef: ref,
          type: 'submit',
          variant: 'primary',
          children: 'Save',
          'data-ef-part': 'submit',
        })}
        {parts.Button({ type: 'button', variant: 'secondary', children: 'Undo', onClick })}
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveClass('MuiButton-root', 'MuiButton-contained');
    expect(save).toHaveAttribute('type', 'submit');
    expect(save).toHaveAttribute('data-ef-part', 'submit');
    expect(ref.current).toBe(save);
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveClass('MuiButton-outlined');
    await userEvent.click(undo);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('draws a notice as an MUI Alert of its tone, the form’s role, id, ref and heading kept', () => {
    const ref = createRef<HTMLDivElement>();
    inTheme(
      parts.Alert({
        tone: 'warning',
        rootRef: ref,
        rootProps: { role: 'status', id: 'notice', tabIndex: -1, 'data-ef-part': 'outcome' },
        title: <h2 id="notice-title">Saved with warnings</h2>,
        children: 'The amount is over the limit.',
      }),
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveClass('MuiAlert-root', 'MuiAlert-colorWarning');
    expect(notice).toHaveAttribute('id', 'notice');
    expect(notice).toHaveAttribute('data-ef-part', 'outcome');
    expect(screen.getByRole('heading', { name: 'Saved with warnings' })).toBeInTheDocument();
    expect(notice).toHaveTextContent('The amount is over the limit.');
    expect(ref.current).toBe(notice);
  });

  it('gives a notice the form gives no role none, not MUI’s alert', () => {
    inTheme(parts.Alert({ tone: 'info', rootProps: {}, children: 'A draft was found.' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('A draft was found.').closest('.MuiAlert-root')).toHaveAttribute(
      'role',
      'none',
    );
  });

  it('draws a confirmation as a modal MUI Dialog whose paper is the alert dialog', async () => {
    const onCancel = vi.fn();
    const onKeyDown = vi.fn();
    inTheme(
      parts.Dialog({
        text: 'Split the expense?',
        textId: 'q',
        rootProps: {
          role: 'alertdialog',
          'data-ef-part': 'dialog',
          'aria-modal': false,
          'aria-describedby': 'q',
          'aria-label': 'Split',
          onKeyDown,
        },
        actions: <button type="button">Confirm</button>,
        onCancel,
      }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Split' });
    expect(dialog).toHaveClass('MuiDialog-paper');
    // Modal in this look, whatever the form's inline default says; named by the form alone.
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-ef-part', 'dialog');
    expect(dialog).not.toHaveAttribute('aria-labelledby');
    expect(dialog).toHaveAccessibleDescription('Split the expense?');
    expect(screen.getByText('Split the expense?')).toHaveAttribute('id', 'q');
    screen.getByRole('button', { name: 'Confirm' }).focus();
    await userEvent.keyboard('{Escape}');
    // Escape is the form's (its handler on the dialog), not MUI's as well: one cancel, not two.
    expect(onKeyDown).toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
