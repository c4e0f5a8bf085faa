// Saving once with the real mock behind msw: the service applies the create and the reply is lost
// (`lostReply`). With a key the form repeats it by itself and ends saved; without one it says the
// outcome is unknown and its Save button does not send again. Reports are counted exactly.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createExpenseClient } from '../../../src/core/http/client';
import type { SaveConfirmation } from '../../../src/core/session/state/saveAttempts';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import type { FormSession } from '../../../src/core/session/context/formSession';
import { DefaultActions } from '../../../src/react/form/FieldsForm';
import { manualClock } from '../../tools/manualClock';
import { mockClient, renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const UNCONFIRMED =
  'We could not confirm that the report was saved. Check your reports before you save it again.';
const posts = () => mock.requests.filter((request) => request.endpoint === 'createReport');
const keyedClient = () =>
  createExpenseClient({
    baseUrl: MOCK_BASE_URL,
    getAccessToken: () => MOCK_TOKEN,
    wireNames: { idempotencyKeyHeader: 'Idempotency-Key' },
  });

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Hotel');
  await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
  mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('a create whose reply was lost', () => {
  it('with a key: repeated once by the form with the same key, one report, the form ends saved', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const clock = manualClock();
    const onSubmitted = vi.fn();
    const onError = vi.fn();
    const user = userEvent.setup();
    renderForm({
      source: { organizationId: ORG, client: keyedClient() },
      clock,
      drafts: false,
      onSubmitted,
      onError,
    });
    await fillAndSave(user);
    // The create was applied and its answer lost: the form waits on its clock before the repeat.
    await waitFor(() => expect(clock.next()).not.toBeNull());
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
    act(() => clock.advance(clock.next() ?? 0));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    const [first, again] = posts().map((request) => request.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(again).toBe(first);
    expect(mock.state.reports.size).toBe(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    expect(onSubmitted).toHaveBeenCalledWith(
      mock.state.reports.values().next().value,
      expect.objectContaining({}),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('without a key: unconfirmed, Save does not send again, "Save it again" does', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const onError = vi.fn();
    const user = userEvent.setup();
    let engine: FormSession | null = null;
    renderForm({
      drafts: false,
      onError,
      renderActions: (form) => {
        engine = form.engine;
        return <DefaultActions />;
      },
    });
    await fillAndSave(user);
    const notice = await screen.findByText(UNCONFIRMED);
    expect(notice).toHaveFocus();
    expect(mock.state.reports.size).toBe(1);
    expect(posts()[0]?.headers['idempotency-key']).toBeUndefined();
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Hotel');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // What the button would do, asked directly: a send would be out until the form settles.
    const session = engine as FormSession | null;
    await act(() => session?.submit());
    await act(() => session?.whenSettled());
    expect(session?.isSettled()).toBe(true);
    expect(screen.getByText(UNCONFIRMED)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(onError).toHaveBeenCalledTimes(1);
    // The user checked their reports and chose to save again: an explicit second report.
    await user.click(screen.getByRole('button', { name: 'Save it again' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
    expect(mock.state.reports.size).toBe(2);
  });

  it('without a key: confirmSave finds the report, the form ends saved with one report', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const onSubmitted = vi.fn();
    const confirmSave = vi.fn(async (): Promise<SaveConfirmation> => {
      const [report] = mock.state.reports.values();
      return report ? { saved: true, report } : { saved: false };
    });
    const user = userEvent.setup();
    renderForm({
      source: { organizationId: ORG, client: mockClient() },
      drafts: false,
      onSubmitted,
      confirmSave,
    });
    await fillAndSave(user);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(confirmSave).toHaveBeenCalledTimes(1);
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });
});
