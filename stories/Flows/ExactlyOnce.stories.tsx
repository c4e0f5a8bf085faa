import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fieldsEndpoints } from '../../src/core/http/endpoints';
import type { SaveAttempt, SaveConfirmation } from '../../src/core/session/state/saveAttempts';
import { MOCK_IDS, mockId } from '../../src/mock';
import { OnceSaved, saveFirstVersion } from '../support/firstVersion';
import { StoryForm, storyClient } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { scenario } from '../support/scenario';
import { coded } from '../support/snippetWriter';
import { storyMock } from '../support/storyMock';
import { deviceNetwork, simulatedNetwork } from '../support/deviceNetwork';
import { memoryDrafts } from '../support/memoryDrafts';
import { fieldKey } from '../../src/core/wire/fieldIndex';

const ORG = MOCK_IDS.swedishOrg;
/** The id the mock gives the first report it stores (its ids are counted from each reset). */
const REPORT_ID = mockId('f1', 1);
/** The connection drops after the service has created the report. */
const lostCreate = { createReport: { failure: 'lostReply', times: 1 } } as const;
/** The same after an update of a stored report. */
const lostUpdate = { updateReport: { failure: 'lostReply', times: 1 } } as const;

const NOTICE = /^We could not confirm that the report was saved/;

/** The creates the mock received and the reports it holds. */
const creates = () => storyMock.requests.filter((request) => request.endpoint === 'createReport');
const reportCount = () => storyMock.state.reports.size;

/**
 * The app's own look-up of a report whose save could not be confirmed (`confirmSave`): here the
 * mock's reports by name; an app asks its list of the user's reports. The snippet shows the same.
 */
const findReportByName = coded(
  async ({ envelope }: SaveAttempt): Promise<SaveConfirmation> => {
    const name = envelope.fields.find((field) => field.property === 'name')?.value;
    const report = [...storyMock.state.reports.values()].find((stored) => stored.name === name);
    return report ? { saved: true, report } : { saved: false };
  },
  (_writer, indent) =>
    [
      'async ({ envelope }) => {',
      "  // Look in your own list of the user's reports; here, the mock's.",
      "  const name = envelope.fields.find((field) => field.property === 'name')?.value;",
      '  const report = [...mock.state.reports.values()].find((stored) => stored.name === name);',
      '  return report ? { saved: true, report } : { saved: false };',
      '}',
    ].join(`\n${' '.repeat(indent)}`),
);

/** Fills the basic report. */
async function fill(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /^Report name/ }), name);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '42.50');
  return canvas;
}

/** Fills the basic report and saves it. */
async function fillAndSave(canvasElement: HTMLElement, name: string) {
  const canvas = await fill(canvasElement, name);
  await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
  return canvas;
}

const QUEUED = 'Saved on this device. It will be sent when you are back online.';

/** The basic report with drafts (the offline queue lives with them) in this storage. */
const offlineScene = (storage = memoryDrafts()) => ({
  args: { drafts: { storage } },
  mock: { envelope: scenario('basic') },
});

/** What the earlier visit saved of the basic report, by property. */
const FIRST_VALUES = { name: 'Conference in Oslo', 'verification.amount': 1200 };
const CREATE = fieldsEndpoints.newReport(ORG);
/** Stores a report first, as an earlier visit would have (from the new-report envelope the story sets). */
const storeReport = () => saveFirstVersion(storyClient(), CREATE, FIRST_VALUES);

/**
 * A save whose outcome is in doubt (the manual's "Drafts, offline and saving once"): the
 * service applied it and the connection dropped before its answer came back.
 */
export default {
  title: 'Flows/Saved exactly once',
  component: StoryForm,
  // Each story starts online; the offline ones switch the simulated network.
  beforeEach: simulatedNetwork,
} satisfies FormMeta;

/** The create is on its way: the mock holds it (a slow line), and nothing is stored yet. */
const heldCreate = { createReport: { latencyMs: 60_000, times: 1 } } as const;

/**
 * Sending: the save is out and its answer has not come (ARCHITECTURE.md "Submit": pending on
 * the device, sending, unconfirmed, saved). The Save button says "Saving…" and cannot send it a
 * second time; the values stay as they are.
 */
export const Sending: Story = formStory(
  { mock: { envelope: scenario('basic'), faults: heldCreate } },
  {
    name: 'Sending (the answer is on its way)',
    play: async ({ canvasElement }) => {
      const canvas = await fillAndSave(canvasElement, 'Taxi');
      const saving = await canvas.findByRole('button', { name: 'Saving…' });
      await expect(saving).toBeDisabled();
      await userEvent.click(saving);
      await waitFor(() => expect(creates()).toHaveLength(1));
      // Held by the line: nothing is stored yet, and the button still waits for the answer.
      await expect(reportCount()).toBe(0);
      await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      await expect(canvas.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Taxi');
    },
  },
);

/**
 * With idempotency keys, the form repeats a lost create once by itself, with the same key: the
 * service answers the repeat with the report it made, and there is one report.
 */
export const LostReplyWithKey: Story = formStory(
  {
    args: { connection: true, wireNames: { idempotencyKeyHeader: 'Idempotency-Key' } },
    mock: { envelope: scenario('basic'), faults: lostCreate },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = await fillAndSave(canvasElement, 'Taxi');
      // The form's own repeat comes after a pause on its clock.
      await expect(await canvas.findByText('Saved.', {}, { timeout: 5000 })).toBeInTheDocument();
      await expect(reportCount()).toBe(1);
      const [first, repeat] = creates();
      await expect(creates()).toHaveLength(2);
      await expect(first?.headers['idempotency-key']).toMatch(/./);
      await expect(repeat?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    },
  },
);

/**
 * Without keys, a lost create may or may not be stored: the form keeps every value, says so,
 * and its Save button does not send again; "Save it again" is the explicit way.
 */
export const LostReplyWithoutKey: Story = formStory(
  { mock: { envelope: scenario('basic'), faults: lostCreate } },
  {
    name: 'Lost reply without key (unconfirmed)',
    play: async ({ canvasElement }) => {
      const canvas = await fillAndSave(canvasElement, 'Taxi');
      await expect(await canvas.findByText(NOTICE)).toBeInTheDocument();
      await expect(canvas.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Taxi');
      const save = canvas.getByRole('button', { name: 'Save' });
      await expect(save).toBeDisabled();
      await userEvent.click(save);
      // A send would have replaced the notice with "Saving…" at once.
      await expect(canvas.getByText(NOTICE)).toBeInTheDocument();
      await expect(creates()).toHaveLength(1);
      await expect(reportCount()).toBe(1);
      await expect(canvas.getByRole('button', { name: 'Save it again' })).toBeVisible();
    },
  },
);

/** Without keys, the app's `confirmSave` finds the report the lost create stored: saved. */
export const ConfirmedByTheApp: Story = formStory(
  {
    args: { confirmSave: findReportByName },
    mock: { envelope: scenario('basic'), faults: lostCreate },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = await fillAndSave(canvasElement, 'Hotel in Oslo');
      await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
      await expect(canvas.queryByText(NOTICE)).toBeNull();
      await expect(creates()).toHaveLength(1);
      await expect(reportCount()).toBe(1);
    },
  },
);

/**
 * A stored report: the update was applied and its reply lost; "Try again" repeats it, meets the
 * report's new version (409), and the form finds the user's values already stored.
 */
export const AlreadySaved: Story = formStory(
  {
    args: { endpoint: fieldsEndpoints.storedReport(ORG, REPORT_ID) },
    mock: { envelope: scenario('basic'), faults: lostUpdate },
    params: { [REPORT_ID]: 'reportId' },
    firstVersion: { create: CREATE, values: FIRST_VALUES },
  },
  {
    // The form opens the report stored first (the mock's first id: REPORT_ID, as the play expects).
    render: (args) => (
      <OnceSaved save={storeReport}>
        {(id) => <StoryForm {...args} endpoint={fieldsEndpoints.storedReport(ORG, id)} />}
      </OnceSaved>
    ),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const name = await canvas.findByRole('textbox', { name: /^Report name/ });
      await expect(name).toHaveValue('Conference in Oslo');
      await userEvent.clear(name);
      await userEvent.type(name, 'Conference in Bergen');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
      await expect(await canvas.findByText('Your changes were already saved.')).toBeInTheDocument();
      await expect(canvas.queryByText('Someone else changed this report')).toBeNull();
      await expect(name).toHaveValue('Conference in Bergen');
      await expect(storyMock.state.reports.get(REPORT_ID)?.name).toBe('Conference in Bergen');
    },
  },
);

/**
 * The phone has no network at Save: the save waits on the device, with the draft, and says so;
 * the Save button does not queue it twice; Cancel keeps the values as a draft.
 */
export const WaitingOnTheDevice: Story = formStory(offlineScene(), {
  name: 'Offline: waiting on the device',
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Train to Porto');
    deviceNetwork(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(QUEUED)).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(creates()).toHaveLength(0);
  },
});

/** Back online, the waiting save goes out once, by itself. */
export const OfflineThenOnline: Story = formStory(offlineScene(), {
  name: 'Offline, then back online (sent once)',
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'Train to Porto');
    deviceNetwork(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText(QUEUED);
    deviceNetwork(true);
    await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
    await expect(creates()).toHaveLength(1);
    await expect(reportCount()).toBe(1);
  },
});

/** A save from an earlier visit waits on the device: the page offers to send it now. */
export const FoundAfterReload: Story = formStory(
  offlineScene(
    memoryDrafts({
      values: { [fieldKey('name')]: 'Train to Porto', [fieldKey('verification.amount')]: '42.50' },
      kinds: { [fieldKey('name')]: 'TEXT', [fieldKey('verification.amount')]: 'DOUBLE' },
      version: null,
      savedAt: Date.parse('2026-11-21T11:32:00Z'),
      tab: 'an earlier visit',
      saveKey: '8d5e0f1c-3b7a-4c2e-9f61-2a4b6c8d0e12',
      queued: { at: Date.parse('2026-11-21T11:32:00Z'), saveDespiteWarnings: false },
    }),
  ),
  {
    name: 'Found after a reload (Send it now)',
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByText(/^A save of this report from .+ is waiting on this device\.$/);
      await expect(canvas.getByRole('textbox', { name: /^Report name/ })).toHaveValue(
        'Train to Porto',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Send it now' }));
      await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
      await expect(creates()).toHaveLength(1);
    },
  },
);
