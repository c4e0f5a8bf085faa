// The shadcn look's form parts: Button, Alert and Dialog as the form gives them their props, and
// on the form itself.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  ShadcnAlert,
  ShadcnButton,
  ShadcnDialog,
  shadcnControls,
} from '../../../../src/looks/shadcn';
import { renderForm, setupMockServer } from '../../../tools/formHarness';

const mock = setupMockServer();

/** A command and its confirmation, as the form's `ConfirmDialog` draws them with the parts. */
function Confirming({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  const command = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const close = () => {
    setAsking(false);
    command.current?.focus();
  };
  return (
    <div>
      <ShadcnButton
        buttonRef={command}
        type="button"
        variant="secondary"
        onClick={() => setAsking(true)}
      >
        Split expense
      </ShadcnButton>
      {asking ? (
        <ShadcnDialog
          text="Split this amount?"
          textId="question"
          onCancel={close}
          rootProps={{
            role: 'alertdialog',
            'data-ef-part': 'dialog',
            'aria-modal': false,
            'aria-describedby': 'question',
            'aria-label': 'Split this amount?',
            onKeyDown: (event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close();
              }
            },
          }}
          actions={
            <>
              <ShadcnButton
                buttonRef={confirm}
                type="button"
                variant="primary"
                onClick={() => {
                  close();
                  onConfirm();
                }}
              >
                Confirm
              </ShadcnButton>
              <ShadcnButton type="button" variant="secondary" onClick={close}>
                Cancel
              </ShadcnButton>
            </>
          }
        />
      ) : null}
    </div>
  );
}

describe('the shadcn parts', () => {
  it("draws Button as shadcn's: default variant in bg-primary, secondary as outline, markers and ref kept", () => {
    const ref = { current: null as HTMLButtonElement | null };
    render(
      <>
        <ShadcnButton buttonRef={ref} type="submit" variant="primary" data-ef-part="save">
          Save
        </ShadcnButton>
        <ShadcnButton type="button" variant="secondary" aria-keyshortcuts="Control+Z">
          Undo
        </ShadcnButton>
      </>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('data-slot', 'button');
    expect(save).toHaveClass('bg-primary', 'text-primary-foreground');
    expect(save).toHaveAttribute('data-ef-part', 'save');
    expect(save).toHaveAttribute('type', 'submit');
    expect(ref.current).toBe(save);
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveAttribute('data-variant', 'outline');
    expect(undo).not.toHaveClass('bg-primary');
    expect(undo).toHaveAttribute('aria-keyshortcuts', 'Control+Z');
  });

  it("draws Alert as shadcn's, destructive for an error, with the form's role and title", () => {
    render(
      <ShadcnAlert
        tone="error"
        rootProps={{ role: 'alert', id: 'summary', 'aria-labelledby': 'summary-title' }}
        title={<h2 id="summary-title">2 problems</h2>}
      >
        <p>Amount is required.</p>
      </ShadcnAlert>,
    );
    const alert = screen.getByRole('alert', { name: '2 problems' });
    expect(alert).toHaveAttribute('data-slot', 'alert');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    expect(alert).toHaveClass('text-destructive');
    expect(alert.querySelector('[data-slot=alert-title]')).toHaveTextContent('2 problems');
    expect(alert.querySelector('[data-slot=alert-description]')).toHaveTextContent(
      'Amount is required.',
    );
  });

  it('shows a confirmation in the Radix dialog, focuses Confirm, and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Confirming onConfirm={onConfirm} />);
    const command = screen.getByRole('button', { name: 'Split expense' });
    await user.click(command);
    const dialog = screen.getByRole('alertdialog', { name: 'Split this amount?' });
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    expect(dialog).toHaveAccessibleDescription('Split this amount?');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(command).toHaveFocus();
    await user.click(command);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(command).toHaveFocus();
  });
});

describe('the shadcn parts on the form', () => {
  it('draws Save in bg-primary and the error summary as an Alert', async () => {
    const user = userEvent.setup();
    renderForm({ controls: shadcnControls });
    const name = await screen.findByRole('textbox', { name: /^Report name/ });
    await user.clear(name);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('data-slot', 'button');
    expect(save).toHaveClass('bg-primary');
    await user.click(save);
    // The summary lists the field's problem inside shadcn's Alert.
    await waitFor(() => {
      const lines = [...document.querySelectorAll('[data-slot=alert] li')];
      expect(lines.map((line) => line.textContent).join(' ')).toMatch(/Report name/);
    });
  });

  it('asks a command’s confirmation in the Dialog and gives focus back to the command', async () => {
    const user = userEvent.setup();
    renderForm({ controls: shadcnControls });
    const split = await screen.findByRole('button', { name: 'Split expense' });
    await user.click(split);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAttribute('data-slot', 'dialog-content');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(split).toHaveFocus();
    expect(mock.requests.filter((request) => request.endpoint === 'command')).toHaveLength(0);
  });
});
