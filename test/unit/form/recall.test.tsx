import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resolveSource, type FieldsTransport } from '../../../src/core/http/transport';
import type { FieldsEnvelope, JsonObject } from '../../../src/core/wire/model/types';
import { MOCK_IDS } from '../../../src/mock';
import { mockClient, renderForm, setupMockServer } from '../../tools/formHarness';
import { manualClock } from '../../tools/manualClock';
import { createFormDriver } from '../../../src/testing';

const mock = setupMockServer();
/** The form's progress line says a re-call is out (the session says so as the re-call leaves). */
const progress = () =>
  screen.getByText((_, node) => node?.classList.contains('ef-progress') ?? false);
/** The form-level progress line is empty again: the last re-call was applied (or failed). */
const settled = () => waitFor(() => expect(progress()).toHaveTextContent(''));
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

/**
 * The mock's transport for the form, with each re-call's reply held until the test lets it go,
 * then handed over even when the form aborted the request meanwhile: a reply already on its way,
 * which the form has to drop by itself. No wall-clock latency decides what is out when.
 */
function heldRecalls() {
  const { transport, key } = resolveSource({
    organizationId: MOCK_IDS.swedishOrg,
    client: mockClient(),
  });
  const calls: { open: () => void; reply: Promise<FieldsEnvelope> }[] = [];
  const recall: FieldsTransport['recall'] = (envelope) => {
    // The mock answers at once; what it says (or the error) waits for the gate.
    const outcome = transport.recall(envelope, new AbortController().signal).then(
      (reply) => () => reply,
      (error: unknown) => () => {
        throw error;
      },
    );
    let open!: () => void;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const reply = gate.then(() => outcome).then((take) => take());
    calls.push({ open, reply });
    return reply;
  };
  return {
    source: { transport: { ...transport, recall }, key },
    /** Hands the form the reply of re-call `call` (1 is the first), and lets it render that. */
    async release(call: number) {
      const held = calls[call - 1];
      if (!held) throw new Error(`Re-call ${call} has not left.`);
      held.open();
      // The form awaited this reply before the test did: it has taken it when this settles.
      await act(() => held.reply.then(noop, noop));
    },
  };
}
const noop = () => undefined;

describe('re-call', () => {
  it('keeps what the user typed while the request was out, and focus and caret stay put', async () => {
    const user = userEvent.setup();
    const recalls = heldRecalls();
    renderForm({ source: recalls.source });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    const name = screen.getByRole('textbox', { name: /^Report name/ });
    await user.type(amount, '6000');
    await user.click(name); // blur commits the typed amount: the re-call leaves
    await user.type(name, 'Trip to Oslo');
    expect(progress()).toHaveTextContent('Updating the form…'); // typed while it was out
    await recalls.release(1);
    expect(screen.getByText(/need your manager's approval/)).toBeInTheDocument();
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
    const clock = manualClock();
    const recalls = heldRecalls();
    renderForm({ recallDelayMs: 150, clock, source: recalls.source });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '6000'); // over the limit: its reply would add a warning
    act(() => clock.advance(150));
    await waitFor(() => expect(sentAmounts()).toEqual([6000])); // re-call 1 (slow) is out
    await user.type(amount, '60', { initialSelectionStart: 0, initialSelectionEnd: 4 });
    act(() => clock.advance(150));
    await waitFor(() => expect(sentAmounts()).toEqual([6000, 60])); // it aborts re-call 1
    await recalls.release(2);
    await settled();
    // The stale reply arrives last, after the latest was applied: it must change nothing.
    await recalls.release(1);
    expect(screen.queryByText(/need your manager's approval/)).toBeNull();
    expect(amount).toHaveValue('60');
    expect(amount).toHaveFocus();
  });

  it('sends the typed value after the typing pause, not per keystroke', async () => {
    const user = userEvent.setup();
    const clock = manualClock();
    renderForm({ recallDelayMs: 400, clock });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '123');
    // A re-call shows progress as it leaves: none has left just before the pause ends...
    act(() => clock.advance(399));
    expect(progress()).toHaveTextContent('');
    // ...and one leaves when it does, with the whole value.
    act(() => clock.advance(1));
    expect(progress()).toHaveTextContent('Updating the form…');
    await waitFor(() => expect(sentAmounts()).toEqual([123]));
    await settled();
    expect(amount).toHaveValue('123');
    expect(amount).toHaveFocus();
  });

  it('never wipes input the codec cannot read: it was not sent, so the reply does not answer it', async () => {
    const form = createFormDriver(renderForm().container);
    await form.fill('Amount', '12abc');
    expect(sentAmounts()).toEqual([null]);
    expect((await form.values())['verification.amount']).toBe('12abc');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('12abc');
  });

  it('shows progress without blocking typing, and keeps entries when the re-call fails', async () => {
    const user = userEvent.setup();
    const recalls = heldRecalls();
    renderForm({ source: recalls.source });
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    mock.faults.set('recall', { failure: 'server', times: 1 });
    await user.type(amount, '70');
    await user.tab();
    expect(progress()).toHaveTextContent('Updating the form…');
    expect(amount).toBeEnabled();
    await recalls.release(1);
    expect(
      screen.getByText('The form could not be updated. Your entries are kept.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('SEK\u00a070.00');
  });
});
