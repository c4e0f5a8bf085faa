// The driver's waits, reads and refusals on a jsdom container.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryDrafts } from '../../../src/core/session/drafts/memoryDrafts';
import { parseEnvelope } from '../../../src/core/wire/envelope';
import { MOCK_IDS, slowRecall } from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import { createFormDriver } from '../../../src/testing';
import { renderForm } from '../../tools/formHarness';
import { mockServer } from './mockServer';
import { manualNetwork } from '../../../src/core/session/ports/network';

const { mock, server } = mockServer();
const ORG = MOCK_IDS.swedishOrg;
const SHOWN =
  'It shows: Report name (name), Amount (verification.amount), Number of guests (verification.representation.numberOfGuests), Paid with the company card (cardLiability), Comment (comment), Hologram (x.hologram).';

describe('the driver on a jsdom container: bad input', () => {
  it('a verb on a field the form does not show fails at once with the fields it shows', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = createFormDriver(renderForm().container);
    await expect(form.fill('Tip', '5')).rejects.toThrow(
      `fill: the form shows no field "Tip". ${SHOWN}`,
    );
    await expect(form.choose(/^Category/, 'Meals')).rejects.toThrow(
      'choose: the form shows no field "/^Category/".',
    );
    expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(0);
  });

  it('a verb on a field of another kind says which verbs drive it', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = createFormDriver(renderForm().container);
    await expect(form.toggle('Report name')).rejects.toThrow(
      'toggle: "Report name" (name) is a text field; toggle drives switch fields.',
    );
  });

  it('settled() fails after its timeout naming the re-call still out, and never hangs', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    server.use(...slowRecall(mock));
    const form = createFormDriver(renderForm().container, { timeoutMs: 400 });
    await expect(form.fill('Amount', '6000')).rejects.toThrow(
      /^Not settled after 0\.4 s: re-call PUT \S+\/fields sent \d\.\d s ago\.$/,
    );
    expect(await form.status()).toBe('updating');
    expect(await form.field('Amount')).toMatchObject({ busy: true, visible: true });
    mock.faults.clear(); // the held answer goes
    await form.settled({ timeoutMs: 5000 });
    expect(await form.status()).toBe('ready');
    expect(await form.field('Amount')).toMatchObject({ busy: false });
  });

  it('settled() names a container without a form', async () => {
    const form = createFormDriver(document.createElement('div'), { timeoutMs: 50 });
    await expect(form.settled()).rejects.toThrow(
      'No expense-fields form in the target after 0.1 s (no [data-ef-form] marker).',
    );
  });
});

describe('the driver on a jsdom container: reads', () => {
  it('status: loading, then ready', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = createFormDriver(renderForm().container);
    expect(await form.status()).toBe('loading');
    await form.settled();
    expect(await form.status()).toBe('ready');
  });

  it("status: loading until the locale's strings are in; a verb waits for the fields", async () => {
    // The envelope is there at once; Portuguese is loaded on first use (no other test of this
    // file asks for it), so the form is ready before it can show its fields.
    const initialEnvelope = parseEnvelope(basicEnvelope());
    const form = createFormDriver(renderForm({ locale: 'pt', initialEnvelope }).container);
    expect(await form.status()).toBe('loading');
    await form.fill('Report name', 'Almoço');
    expect((await form.values()).name).toBe('Almoço');
  });

  it('status: saving while the save is out, then saved', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = createFormDriver(renderForm().container);
    await form.fill('Report name', 'Lunch');
    await form.fill('Amount', '12');
    // The mock holds the save (until its faults are cleared); a hasty driver's submit gives up.
    mock.faults.set('createReport', { latencyMs: 60_000, times: 1 });
    const hasty = createFormDriver(document.body, { timeoutMs: 300 });
    await expect(hasty.submit()).rejects.toThrow('Not settled after 0.3 s');
    expect(await form.status()).toBe('saving');
    mock.faults.clear();
    await form.settled();
    expect(await form.status()).toBe('saved');
  });

  it('status: offline while the save waits on the device, then saved once back online', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const network = manualNetwork();
    try {
      const form = createFormDriver(
        renderForm({ drafts: { storage: createMemoryDrafts() }, network }).container,
      );
      await form.fill('Report name', 'Hotel');
      await form.fill('Amount', '120');
      network.setOffline(true);
      expect(await form.submit()).toBe('offline');
      expect(mock.requests.filter((request) => request.endpoint === 'createReport')).toHaveLength(
        0,
      );
      network.setOffline(false);
      // The queued save starts once the tab holds the save lock: until then the form reads
      // settled and offline, so this waits on the status itself.
      await vi.waitFor(async () => expect(await form.status()).toBe('saved'));
      expect(mock.requests.filter((request) => request.endpoint === 'createReport')).toHaveLength(
        1,
      );
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('field: label, required, scanned, disabled, and not visible for a field the form hides', async () => {
    const form = createFormDriver(renderForm({ organizationId: MOCK_IDS.controlsOrg }).container);
    await form.settled();
    expect(await form.field('verification.amount')).toEqual({
      property: 'verification.amount',
      label: 'Amount',
      visible: true,
      required: true,
      busy: false,
      scanned: true,
      disabled: false,
    });
    expect(await form.field('Last updated')).toMatchObject({ disabled: true, required: false });
    expect(await form.field('internal.trace')).toMatchObject({ visible: false });
  });

  it('values: what the form shows, by property, typed as the form sends them', async () => {
    const form = createFormDriver(renderForm({ organizationId: MOCK_IDS.controlsOrg }).container);
    await form.settled();
    expect(await form.values()).toMatchObject({
      name: 'Client visit Lisbon',
      'verification.amount': 1234.5,
      'verification.representation.numberOfGuests': 3,
      cardLiability: true,
      'verification.purchaseDate': '2026-03-29',
      'verification.specification[0].meals.lunch': false,
      emailRecipients: [{ email: 'finance@example.se' }],
    });
  });
});
