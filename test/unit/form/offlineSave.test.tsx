// Saving offline, in the form with the real mock behind msw: Save while the device is offline
// keeps the save on the device ("Saved on this device…", Cancel), sends it once on `online`, and a
// reloaded page offers it ("Send it now"). POSTs are counted exactly.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryDrafts } from '../../../src/core/session/drafts/memoryDrafts';
import { MOCK_IDS } from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import type { FieldsFormApi } from '../../../src/react/session/useFieldsForm';
import { DefaultActions } from '../../../src/react/form/FieldsForm';
import { renderForm, setupMockServer } from '../../tools/formHarness';
import { manualNetwork } from '../../../src/core/session/ports/network';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const QUEUED = 'Saved on this device. It will be sent when you are back online.';
const posts = () => mock.requests.filter((request) => request.endpoint === 'createReport');

/** The device's network, given to every form of a test as its network port. */
let network = manualNetwork();
beforeEach(() => {
  network = manualNetwork();
  mock.state.setEnvelope(ORG, basicEnvelope());
});
afterEach(() => vi.restoreAllMocks());
const goOnline = () => act(() => network.setOffline(false));

async function fillAndSaveOffline(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Hotel');
  await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
  network.setOffline(true);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('a save while the device is offline', () => {
  it('waits on the device, then goes out once when it is back online', async () => {
    const onSubmitted = vi.fn();
    const user = userEvent.setup();
    renderForm({
      network,
      drafts: { storage: createMemoryDrafts() },
      onSubmitted,
    });
    await fillAndSaveOffline(user);
    const notice = await screen.findByText(QUEUED);
    expect(notice).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(posts()).toHaveLength(0);
    await goOnline();
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
    expect(onSubmitted).toHaveBeenCalledOnce();
  });

  it('Cancel keeps every value on screen and sends nothing later', async () => {
    const user = userEvent.setup();
    renderForm({
      network,
      drafts: { storage: createMemoryDrafts() },
    });
    await fillAndSaveOffline(user);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(QUEUED)).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Hotel');
    await goOnline();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(posts()).toHaveLength(0);
  });

  it('after a reload the page offers the waiting save; "Send it now" sends it once', async () => {
    const storage = createMemoryDrafts();
    const user = userEvent.setup();
    const first = renderForm({
      network,
      drafts: { storage },
    });
    await fillAndSaveOffline(user);
    await screen.findByText(QUEUED);
    first.unmount();
    // The page is loaded again, online.
    network = manualNetwork();
    renderForm({
      network,
      drafts: { storage },
    });
    expect(
      await screen.findByText(/^A save of this report from .+ is waiting on this device\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Hotel');
    await user.click(screen.getByRole('button', { name: 'Send it now' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(mock.state.reports.size).toBe(1);
  });

  it('headless: the form API cancels and sends the waiting save (cancelQueuedSave, sendQueuedSave)', async () => {
    const user = userEvent.setup();
    let form: FieldsFormApi | null = null;
    const api = () => {
      if (!form) throw new Error('The form did not render.');
      return form;
    };
    renderForm({
      network,
      drafts: { storage: createMemoryDrafts() },
      renderActions: (current) => {
        form = current;
        return <DefaultActions />;
      },
    });
    await fillAndSaveOffline(user);
    await screen.findByText(QUEUED);
    expect(api().submitState).toBe('queued');
    act(() => api().cancelQueuedSave());
    expect(screen.queryByText(QUEUED)).toBeNull();
    expect(api().submitState).toBe('idle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(QUEUED);
    network.setOffline(false, false); // no `online` event: the app sends it itself
    await act(() => api().sendQueuedSave());
    await act(() => api().engine.whenSettled());
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
  });
});
