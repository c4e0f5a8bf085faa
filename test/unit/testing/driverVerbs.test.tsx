// Every verb of the driver on a jsdom container (Testing Library), on the mock service.
import { describe, expect, it } from 'vitest';
import { createMemoryDrafts } from '../../../src/core/session/drafts/memoryDrafts';
import { MOCK_IDS, ocrResult } from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import { createFormDriver } from '../../../src/testing';
import { renderForm } from '../../tools/formHarness';
import { mockServer, PNG_BYTES } from './mockServer';

const { mock, server } = mockServer();
const ORG = MOCK_IDS.swedishOrg;
const sent = (endpoint: string) => mock.requests.filter((request) => request.endpoint === endpoint);
const driver = (props: Parameters<typeof renderForm>[0] = {}) =>
  createFormDriver(renderForm(props).container);

/** The ids of the mock's categories "Meals" and "Hotel" (its seed). */
const MEALS = 'c1000000000000000000000000000002';
const HOTEL = 'c2000000000000000000000000000004';

describe('the driver on a jsdom container: verbs', () => {
  it('fill: by label and by property, each re-call applied before it resolves', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = driver();
    await form.fill('Report name', 'Taxi');
    await form.fill('verification.amount', '42.5');
    expect(await form.values()).toMatchObject({ name: 'Taxi', 'verification.amount': 42.5 });
    // The amount re-calls (requiresUpdate): its PUT went and came back before fill resolved.
    expect(sent('recall').length).toBeGreaterThan(0);
    expect(await form.status()).toBe('ready');
  });

  it('fill by { property }: a property only, never a label; a missing one is named', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = driver();
    await form.fill({ property: 'name' }, 'Taxi');
    expect(await form.values()).toMatchObject({ name: 'Taxi' });
    // "Report name" is a label, not a property.
    await expect(form.fill({ property: 'Report name' }, 'x')).rejects.toThrow(
      /^fill: the form shows no field "Report name"/,
    );
    expect((await form.field({ property: 'verification.amount' })).label).toBe('Amount');
  });

  it('toggle: flips a switch, or sets it to a state (no click when it is there already)', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = driver();
    await form.toggle('Paid with the company card');
    expect((await form.values()).cardLiability).toBe(true);
    await form.toggle('cardLiability', true);
    expect((await form.values()).cardLiability).toBe(true);
    await form.toggle('cardLiability', false);
    expect((await form.values()).cardLiability).toBe(false);
  });

  it('choose and setDate: a LIST option by its text, a date; the currency re-calls', async () => {
    const form = driver();
    await form.choose('Category', 'Meals');
    await form.setDate('Purchase date', '2026-11-20');
    await form.choose('Currency', 'EUR – Euro');
    const values = await form.values();
    // As the form sends them: the option's id, not its text.
    expect(values.categoryId).toBe(MEALS);
    expect(values['verification.purchaseDate']).toBe('2026-11-20');
    expect(values['verification.currency']).toBe('EUR');
    expect(sent('recall').length).toBeGreaterThan(0);
  });

  it('choose: several options of a multi-select list', async () => {
    const form = driver({ organizationId: MOCK_IDS.controlsOrg });
    await form.choose('Tags', ['Meals', 'Hotel']);
    expect((await form.values())['verification.tags']).toEqual([MEALS, HOTEL]);
  });

  it('addGuest, addRecipient, removeGroup', async () => {
    const form = driver({ organizationId: MOCK_IDS.controlsOrg });
    await form.addGuest('Guests', { name: 'Ana Lima', company: 'Porto SA' });
    await form.addRecipient('Send a copy to', 'boss@example.se');
    expect((await form.field('Breakfast')).visible).toBe(true);
    await form.removeGroup('Meals provided');
    const values = await form.values();
    expect(values['verification.representation.guests']).toEqual([
      { name: 'Rui Costa', company: 'Lisboa Lda' },
      { name: 'Maja Berg', company: 'Nordvik AB' },
      { name: 'Ana Lima', company: 'Porto SA' },
    ]);
    expect(values.emailRecipients).toEqual([
      { email: 'finance@example.se' },
      { email: 'boss@example.se' },
    ]);
    expect((await form.field('Breakfast')).visible).toBe(false);
  });

  it('runCommand: answers the confirmation, and refuses a command that asks without one', async () => {
    const form = driver();
    await form.fill('Amount', '100');
    await expect(form.runCommand('Split expense')).rejects.toThrow(
      'asks for confirmation: pass { confirm: true } or { confirm: false }',
    );
    await form.runCommand('Split expense', { confirm: false });
    expect(sent('command')).toHaveLength(0);
    await form.runCommand('Split expense', { confirm: true });
    expect(sent('command')).toHaveLength(1);
    await expect(form.runCommand('Split expense')).rejects.toThrow(
      'the form shows no command "Split expense". It shows: none.',
    );
  });

  it('attach: uploads a receipt, waits for the scan, and the scanned fields are marked', async () => {
    server.use(...ocrResult(mock, { amount: 120.5, currency: 'SEK' }));
    const form = driver();
    await form.attach('Receipt', { name: 'lunch.png', type: 'image/png', contents: PNG_BYTES });
    expect((await form.values())['verification.amount']).toBe(120.5);
    expect(await form.field('Amount')).toMatchObject({ scanned: true, visible: true });
    expect(sent('content')).toHaveLength(1);
  });

  it("attach: the file it is given, whatever the input's accept says (a phone photo with no type)", async () => {
    const heic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic'),
    ]);
    const form = driver();
    await form.attach('Receipt', { name: 'IMG_0042.HEIC', type: '', contents: heic });
    expect(sent('content')).toHaveLength(1);
    expect((await form.values())['verification.receiptAttachment']).toMatchObject({
      id: expect.any(String),
    });
  });
});

describe('the driver on a jsdom container: saves', () => {
  it('submit: errors by property and in the summary, then saved', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = driver();
    await form.fill('Report name', 'Lunch');
    await form.fill('Amount', '-5');
    expect(await form.submit()).toBe('invalid');
    expect(await form.errors()).toEqual({
      'verification.amount': { message: 'The amount cannot be negative.', kind: 'error' },
    });
    expect(await form.summary()).toEqual({
      errors: ['Amount: The amount cannot be negative.'],
      warnings: [],
    });
    await form.fill('Amount', '5');
    expect(await form.errors()).toEqual({});
    expect(await form.submit()).toBe('saved');
  });

  it('saveAnyway: after warnings only', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = driver();
    await expect(form.saveAnyway()).rejects.toThrow(
      'saveAnyway: the form is ready; it offers saveAnyway only when it is warnings.',
    );
    await form.fill('Report name', 'Dinner');
    await form.fill('Amount', '9000');
    expect(await form.submit()).toBe('warnings');
    expect((await form.summary()).warnings[0]).toContain('over the limit of 5000 SEK');
    expect(await form.saveAnyway()).toBe('saved');
  });

  it('reloadKeepingChanges: after a 409 the values stay and the next save carries the new version', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope(null));
    const form = driver();
    await form.fill('Report name', 'Taxi');
    await form.fill('Amount', '42.5');
    mock.state.bumpVersion(ORG);
    expect(await form.submit()).toBe('conflict');
    await form.reloadKeepingChanges();
    expect(await form.values()).toMatchObject({ name: 'Taxi', 'verification.amount': 42.5 });
    expect(await form.submit()).toBe('saved');
  });

  it('restoreDraft: the values of the last visit come back', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const drafts = { storage: createMemoryDrafts(), scope: 'user-1' };
    const first = renderForm({ drafts });
    await createFormDriver(first.container).fill('Report name', 'Hotel');
    first.unmount();
    const form = driver({ drafts });
    await form.restoreDraft();
    expect((await form.values()).name).toBe('Hotel');
  });
});
