import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/core/types';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const sleep = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
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

  it('applies only the latest reply: a slow stale reply is discarded', async () => {
    const user = userEvent.setup();
    renderForm({ recallDelayMs: 150 });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    mock.faults.set('recall', { latencyMs: 1000, times: 1 });
    await user.type(amount, '6000'); // over the limit: its reply would add a warning
    await sleep(300); // the pause sends re-call 1 (slow)
    await user.type(amount, '60', { initialSelectionStart: 0, initialSelectionEnd: 4 });
    await sleep(300); // re-call 2 aborts 1 and answers at once
    await sleep(1000); // long after re-call 1 would have answered
    expect(sentAmounts()).toEqual([6000, 60]);
    expect(screen.queryByText(/need your manager's approval/)).toBeNull();
    expect(amount).toHaveValue('60');
    expect(amount).toHaveFocus();
  });

  it('waits for a pause while typing and sends one request per pause', async () => {
    const user = userEvent.setup();
    renderForm({ recallDelayMs: 400 });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '123');
    expect(sentAmounts()).toEqual([]);
    await sleep(700);
    expect(sentAmounts()).toEqual([123]);
    await user.tab(); // unchanged since the re-call: no second request
    await sleep(600);
    expect(sentAmounts()).toEqual([123]);
  });

  it('never wipes input the codec cannot read: it was not sent, so the reply does not answer it', async () => {
    const user = userEvent.setup();
    renderForm();
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '12abc');
    await user.tab();
    await waitFor(() => expect(sentAmounts()).toEqual([null]));
    await sleep(50);
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
    expect(amount).toHaveValue('70');
  });
});
