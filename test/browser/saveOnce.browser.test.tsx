// Saving once in Chromium against the mock behind the page's service worker, with the real IndexedDB
// drafts and Web Locks: a lost reply with and without a key, offline then online, offline then a
// reload then online, and two forms of one report ("tabs") sharing the device. POSTs and stored
// reports are counted exactly.
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createExpenseClient } from '../../src/core/http/client';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../src/mock';
import { DefaultActions, FieldsForm, type FormSession } from '../../src';
import { createStore, entries } from 'idb-keyval';
import { startBrowserMock } from '../tools/browserMock';
import { wireField } from '../../src/mock/scenarios/wireField';
import type { JsonObject } from '../../src/core/wire/model/types';
import '../../src/styles.css';

const mock = startBrowserMock();
const ORG = MOCK_IDS.swedishOrg;
const QUEUED = 'Saved on this device. It will be sent when you are back online.';
const UNCONFIRMED =
  'We could not confirm that the report was saved. Check your reports before you save it again.';
const posts = () => mock.requests.filter((request) => request.endpoint === 'createReport');

// Saves here go through IndexedDB, Web Locks and the mock's worker: on a busy two-core machine a
// step can take over a second. A wait ends as soon as its text is there, so a longer bound costs
// nothing when the machine is quick.
configure({ asyncUtilTimeout: 5000 });

let online = true;
let scope = 0;
beforeEach(() => {
  online = true;
  scope += 1;
  // The device's network as the page sees it; requests fail too while it is "offline".
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));
});
afterEach(() => {
  // Each test's pages go away with their sessions (their `online` listeners too).
  cleanup();
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, 'onLine');
});

function goOffline() {
  online = false;
  mock.faults.set('*', { failure: 'network' });
  window.dispatchEvent(new Event('offline'));
}
function goOnline() {
  online = true;
  mock.faults.clear('*');
  window.dispatchEvent(new Event('online'));
}

function client(keys: boolean) {
  return createExpenseClient({
    baseUrl: MOCK_BASE_URL,
    getAccessToken: () => MOCK_TOKEN,
    ...(keys ? { wireNames: { idempotencyKeyHeader: 'Idempotency-Key' } } : {}),
  });
}

/** One page (or tab) with the form; each test has a user scope of its own in IndexedDB. */
function openForm(label: string, keys = true) {
  const container = document.body.appendChild(document.createElement('div'));
  let engine: FormSession | null = null;
  const view = render(
    <FieldsForm
      label={label}
      source={{ organizationId: ORG, client: client(keys) }}
      drafts={{ scope: `save-once-${scope}` }}
      renderActions={(form) => {
        engine = form.engine;
        return <DefaultActions />;
      }}
    />,
    { container },
  );
  /** Resolves once nothing is out and no save is under way: a count after it is final. */
  const settled = async () => {
    const session = engine as FormSession | null;
    if (!session) throw new Error(`${label}: the form is not on screen.`);
    await session.whenSettled({ timeoutMs: 10_000 });
  };
  return { form: () => within(container).getByRole('form', { name: label }), settled, ...view };
}

/** The drafts this test's user keeps in IndexedDB, as the storage holds them. */
async function storedDrafts() {
  const all = await entries<string, Record<string, unknown>>(
    createStore('expense-fields-drafts', 'drafts'),
  );
  return all
    .filter(([key]) => key.startsWith(`save-once-${scope}\u0000`))
    .map(([, draft]) => draft);
}

/**
 * Types the report's name and amount, then leaves the amount (a `requiresUpdate` field) and waits
 * for its re-call: a re-call still out when the device goes offline fails and shows its notice,
 * which moves the Save button under the pointer.
 */
/** A report with a receipt field, filled in, then offline: a small PNG is picked as its receipt. */
async function receiptPickedOffline() {
  const basic = scenarioEnvelope('basic');
  mock.state.setEnvelope(ORG, {
    ...basic,
    fields: [
      ...(basic.fields as JsonObject[]),
      wireField('verification.receiptAttachment', 'CONTENT_HOLDER', 'Receipt', {}),
    ],
  });
  const tab = openForm('Report');
  await fill(tab);
  goOffline();
  const input = (await within(tab.form()).findByLabelText('Receipt', {
    selector: 'input[type=file]:not([capture])',
  })) as HTMLInputElement;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  await userEvent.upload(input, new File([png], 'taxi.png', { type: 'image/png' }));
  return { tab, png };
}

async function fill(tab: ReturnType<typeof openForm>, label = 'Report') {
  const form = await screen.findByRole('form', { name: label });
  await userEvent.type(await within(form).findByRole('textbox', { name: /^Report name/ }), 'Hotel');
  await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), '120');
  await userEvent.tab();
  await tab.settled();
}

describe('a report is saved exactly once (Chromium)', () => {
  it('a lost reply with a key: the form repeats it itself, one report, the form ends saved', async () => {
    const tab = openForm('Report');
    await fill(tab);
    mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
    await userEvent.click(within(tab.form()).getByRole('button', { name: 'Save' }));
    expect(await within(tab.form()).findByText('Saved.', {}, { timeout: 5000 })).toBeVisible();
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.headers['idempotency-key']).toBe(posts()[0]?.headers['idempotency-key']);
    expect(mock.state.reports.size).toBe(1);
  });

  it('a lost reply without a key: unknown outcome, one report, the Save button does not resend', async () => {
    const tab = openForm('Report', false);
    await fill(tab);
    mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
    const save = within(tab.form()).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    expect(await within(tab.form()).findByText(UNCONFIRMED)).toHaveFocus();
    expect(save).toBeDisabled();
    await userEvent.click(save, { force: true });
    await tab.settled();
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
    expect(within(tab.form()).getByRole('textbox', { name: /^Report name/ })).toHaveValue('Hotel');
  });

  it('offline then online: the save waits on the device and goes out once', async () => {
    const tab = openForm('Report');
    await fill(tab);
    goOffline();
    await userEvent.click(within(tab.form()).getByRole('button', { name: 'Save' }));
    expect(await within(tab.form()).findByText(QUEUED)).toHaveFocus();
    expect(posts()).toHaveLength(0);
    goOnline();
    expect(await within(tab.form()).findByText('Saved.')).toBeVisible();
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
  });

  it('offline, a reload, then online: the reloaded page sends the save once', async () => {
    const first = openForm('Report');
    await fill(first);
    goOffline();
    await userEvent.click(within(first.form()).getByRole('button', { name: 'Save' }));
    await within(first.form()).findByText(QUEUED);
    // The page goes away; the new one cannot load its envelope while offline.
    first.unmount();
    document.body.replaceChildren();
    openForm('Report');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached/i);
    goOnline();
    expect(await screen.findByText('Saved.', {}, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(mock.state.reports.size).toBe(1);
    const [report] = mock.state.reports.values();
    expect(JSON.stringify(report)).toContain('Hotel');
  });

  it('two tabs with the same waiting save: one POST, both show it saved', async () => {
    const first = openForm('First tab');
    await fill(first, 'First tab');
    goOffline();
    await userEvent.click(within(first.form()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.form().textContent).toContain(QUEUED), { timeout: 5000 });
    // A second tab of the same report opens on a flaky line: it loads, and finds the save waiting.
    mock.faults.clear('*');
    const second = openForm('Second tab');
    expect(
      await within(await screen.findByRole('form', { name: 'Second tab' })).findByText(
        /^A save of this report from .+ is waiting on this device\.$/,
      ),
    ).toBeVisible();
    goOnline();
    expect(await within(first.form()).findByText('Saved.', {}, { timeout: 5000 })).toBeVisible();
    expect(await within(second.form()).findByText('Saved.', {}, { timeout: 5000 })).toBeVisible();
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
  });

  it('a receipt picked offline: kept with the waiting save, uploaded first when online, one POST', async () => {
    const { tab } = await receiptPickedOffline();
    expect(await within(tab.form()).findByText(/Attached: taxi\.png/)).toBeVisible();
    await userEvent.click(within(tab.form()).getByRole('button', { name: 'Save' }));
    expect(await within(tab.form()).findByText(QUEUED)).toBeVisible();
    const uploads = () => mock.requests.filter((request) => request.endpoint === 'content');
    expect(uploads()).toHaveLength(0);
    goOnline();
    expect(await within(tab.form()).findByText('Saved.', {}, { timeout: 5000 })).toBeVisible();
    expect(uploads()).toHaveLength(1);
    expect(posts()).toHaveLength(1);
    // The save sent the content the service made for the receipt, not the stand-in.
    const [content] = mock.state.contents.values();
    expect(content?.name).toBe('taxi.png');
    const receipt = (posts()[0]?.body as { fields: JsonObject[] }).fields.find(
      (field) => field.property === 'verification.receiptAttachment',
    );
    expect(receipt?.value).toMatchObject({ id: content?.id });
  });

  it('a receipt picked offline: its bytes are in IndexedDB while it waits, and gone once sent', async () => {
    const { tab, png } = await receiptPickedOffline();
    await userEvent.click(within(tab.form()).getByRole('button', { name: 'Save' }));
    expect(await within(tab.form()).findByText(QUEUED)).toBeVisible();
    await tab.settled();
    // The queued save is on the device; its draft's write with the parked bytes may still be
    // finishing in IndexedDB: read until it is there.
    await waitFor(async () => {
      const parked = (await storedDrafts()).flatMap((draft) => (draft.uploads as unknown[]) ?? []);
      expect(parked).toHaveLength(1);
      expect((parked[0] as { body: Blob }).body).toBeInstanceOf(Blob);
      expect((parked[0] as { body: Blob }).body.size).toBe(png.byteLength);
    });
    goOnline();
    expect(await within(tab.form()).findByText('Saved.', {}, { timeout: 5000 })).toBeVisible();
    await tab.settled();
    await waitFor(async () => {
      const drafts = await storedDrafts();
      expect(drafts.some((draft) => draft.uploads !== undefined)).toBe(false);
    });
  });

  it('a receipt picked offline and uploaded when back online with no save: its bytes are gone', async () => {
    const { tab } = await receiptPickedOffline();
    await tab.settled();
    await waitFor(async () => {
      const drafts = await storedDrafts();
      expect(drafts.flatMap((draft) => (draft.uploads as unknown[]) ?? [])).toHaveLength(1);
    });
    goOnline();
    await waitFor(() =>
      expect(mock.requests.filter((request) => request.endpoint === 'content')).toHaveLength(1),
    );
    await tab.settled();
    await waitFor(async () => {
      const drafts = await storedDrafts();
      expect(drafts).not.toHaveLength(0);
      expect(drafts.some((draft) => draft.uploads !== undefined)).toBe(false);
    });
    expect(posts()).toHaveLength(0);
  });

  it('a queued save without a key whose reply is lost: unknown, and a reload sends nothing more', async () => {
    const first = openForm('Report', false);
    await fill(first);
    goOffline();
    await userEvent.click(within(first.form()).getByRole('button', { name: 'Save' }));
    await within(first.form()).findByText(QUEUED);
    mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
    goOnline();
    expect(await within(first.form()).findByText(UNCONFIRMED, {}, { timeout: 5000 })).toBeVisible();
    await first.settled();
    expect(posts()).toHaveLength(1);
    // The page goes away; the new one finds the save's outcome unknown, not waiting.
    first.unmount();
    document.body.replaceChildren();
    const second = openForm('Report', false);
    expect(
      await within(await screen.findByRole('form', { name: 'Report' })).findByText(UNCONFIRMED),
    ).toBeVisible();
    expect(within(second.form()).queryByText(/is waiting on this device/)).toBeNull();
    expect(within(second.form()).getByRole('textbox', { name: /^Report name/ })).toHaveValue(
      'Hotel',
    );
    expect(within(second.form()).getByRole('button', { name: 'Save' })).toBeDisabled();
    window.dispatchEvent(new Event('online'));
    await second.settled();
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
  });

  it('two tabs with a queued save without a key, its reply lost: one POST, both say unknown', async () => {
    const first = openForm('First tab', false);
    await fill(first, 'First tab');
    goOffline();
    await userEvent.click(within(first.form()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.form().textContent).toContain(QUEUED), { timeout: 5000 });
    mock.faults.clear('*');
    const second = openForm('Second tab', false);
    expect(
      await within(await screen.findByRole('form', { name: 'Second tab' })).findByText(
        /^A save of this report from .+ is waiting on this device\.$/,
      ),
    ).toBeVisible();
    mock.faults.set('createReport', { failure: 'lostReply', times: 1 });
    goOnline();
    expect(await within(first.form()).findByText(UNCONFIRMED, {}, { timeout: 5000 })).toBeVisible();
    expect(
      await within(second.form()).findByText(UNCONFIRMED, {}, { timeout: 5000 }),
    ).toBeVisible();
    await first.settled();
    await second.settled();
    expect(posts()).toHaveLength(1);
    expect(mock.state.reports.size).toBe(1);
  });
});
