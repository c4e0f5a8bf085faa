import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/core/wire/types';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
/** The form-level progress line is empty again: the last re-call was applied (or failed). */
const settled = () =>
  waitFor(() =>
    expect(
      screen.getByText((_, node) => node?.classList.contains('ef-progress') ?? false),
    ).toHaveTextContent(''),
  );
const sentAmounts = () =>
  mock.requests
    .filter((request) => request.endpoint === 'recall')
    .map(
      (request) =>
        (
          (request.body as { fields: JsonObject[] }).fields.find(
            (field) => field.property === 'verification.amount',
          ) as JsonObject
        ).value,
    );

describe('re-call', () => {
  it('keeps what the user typed while the request was out, and focus and caret stay put', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const name = screen.getByRole('textbox', { name: /^Report name/ });
    mock.faults.set('recall', { latencyMs: 300, times: 1 });
    await user.type(amount, '6000');
    await user.click(name); // blur commits the typed amount: the re-call leaves
    await user.type(name, 'Trip to Oslo');
    await waitFor(() =>
      expect(screen.getByText(/need your manager's approval/)).toBeInTheDocument(),
    );
    expect(name).toHaveValue('Trip to Oslo');
    expect(name).toHaveFocus();
    expect((name as HTMLInputElement).selectionStart).toBe('Trip to Oslo'.length);
    expect(sentAmounts()).toEqual([6000]);
    // The name was sent empty and came back empty; the user's later typing won.
    const body = mock.requests.find((request) => request.endpoint === 'recall')?.body as {
      fields: JsonObject[];
    };
    expect(body.fields.find((field) => field.property === 'name')?.value).toBeNull();
  });

  // Timing (pause, burst, stale replies) is proven on fake timers in test/unit/session; these
  // tests keep what only a DOM shows: the input, its focus and caret, through the same flows.
  it('applies only the latest reply: a slow stale reply is discarded, focus stays', async () => {
    const user = userEvent.setup();
    renderForm({ recallDelayMs: 150 });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    mock.faults.set('recall', { latencyMs: 1000, times: 1 });
    await user.type(amount, '6000'); // over the limit: its reply would add a warning
    await waitFor(() => expect(sentAmounts()).toEqual([6000])); // re-call 1 (slow) is out
    await user.type(amount, '60', { initialSelectionStart: 0, initialSelectionEnd: 4 });
    await waitFor(() => expect(sentAmounts()).toEqual([6000, 60])); // it aborts re-call 1
    await settled();
    expect(screen.queryByText(/need your manager's approval/)).toBeNull();
    expect(amount).toHaveValue('60');
    expect(amount).toHaveFocus();
  });

  it('sends the typed value after the typing pause, not per keystroke', async () => {
    const user = userEvent.setup();
    renderForm({ recallDelayMs: 400 });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '123');
    expect(sentAmounts()).toEqual([]);
    await waitFor(() => expect(sentAmounts()).toEqual([123]));
    await settled();
    expect(amount).toHaveValue('123');
    expect(amount).toHaveFocus();
  });

  it('never wipes input the codec cannot read: it was not sent, so the reply does not answer it', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '12abc');
    await user.tab();
    await waitFor(() => expect(sentAmounts()).toEqual([null]));
    await settled();
    expect(amount).toHaveValue('12abc');
  });

  it('shows progress without blocking typing, and keeps entries when the re-call fails', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    mock.faults.set('recall', { latencyMs: 150, failure: 'server', times: 1 });
    await user.type(amount, '70');
    await user.tab();
    expect(await screen.findByText('Updating the form…')).toBeInTheDocument();
    expect(amount).toBeEnabled();
    expect(
      await screen.findByText('The form could not be updated. Your entries are kept.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('SEK\u00a070.00');
  });
});
