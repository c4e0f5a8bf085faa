// Each MSW preset is one line on top of createMockService, and puts the form in its state.
import { describe, expect, it } from 'vitest';
import {
  conflict,
  droppedConnection,
  expiredToken,
  MOCK_IDS,
  ocrResult,
  serverError,
  slowRecall,
  throttled,
  validationErrors,
  warnings,
} from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import { createFormDriver } from '../../../src/testing';
import { renderForm } from '../../tools/formHarness';
import { mockServer, PNG_BYTES } from './mockServer';

const { mock, server } = mockServer();
const saves = () => mock.requests.filter((request) => request.endpoint === 'createReport');

/** The basic report, named and priced, ready to save. */
async function filledForm() {
  mock.state.setEnvelope(MOCK_IDS.swedishOrg, basicEnvelope());
  const form = createFormDriver(renderForm().container);
  await form.fill('Report name', 'Lunch');
  await form.fill('Amount', '12');
  return form;
}

describe('MSW presets', () => {
  it('validationErrors: the save is refused with the messages on their fields', async () => {
    server.use(...validationErrors(mock, { name: 'Name it after the trip.' }));
    const form = await filledForm();
    expect(await form.submit()).toBe('invalid');
    expect(await form.errors()).toEqual({
      name: { message: 'Name it after the trip.', kind: 'error' },
    });
  });

  it('warnings: the save answers warnings, and Save anyway stores it', async () => {
    server.use(...warnings(mock, { 'verification.amount': 'Unusual amount.' }));
    const form = await filledForm();
    expect(await form.submit()).toBe('warnings');
    expect(await form.errors()).toEqual({
      'verification.amount': { message: 'Unusual amount.', kind: 'warning' },
    });
    expect(await form.saveAnyway()).toBe('saved');
    // The preset answered the first save; the mock stored the one sent anyway.
    expect(
      saves().map((save) => new URL(save.url).searchParams.get('saveDespiteWarnings')),
    ).toEqual(['true']);
  });

  it('conflict: the next save meets a 409, and reloading lets the save through', async () => {
    server.use(...conflict(mock));
    const form = await filledForm();
    expect(await form.submit()).toBe('conflict');
    await form.reloadKeepingChanges();
    expect(await form.submit()).toBe('saved');
  });

  it('throttled: a throttled re-call is waited out and sent again; a throttled save offers a retry', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, basicEnvelope());
    server.use(...throttled(mock, { endpoint: 'recall', retryAfterSeconds: 0.25 }));
    const form = createFormDriver(renderForm().container);
    await form.fill('Report name', 'Lunch');
    await form.fill('Amount', '12');
    expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(2);
    server.use(...throttled(mock, { endpoint: 'createReport' }));
    expect(await form.submit()).toBe('failed');
    expect(await form.submit()).toBe('saved');
  });

  it('expiredToken: one 401, a refreshed token, the same save again', async () => {
    const form = await filledForm();
    server.use(...expiredToken(mock));
    expect(await form.submit()).toBe('saved');
    expect(saves()).toHaveLength(2);
  });

  it('serverError: a 500 keeps everything and offers a retry', async () => {
    const form = await filledForm();
    server.use(...serverError(mock));
    expect(await form.submit()).toBe('failed');
    expect((await form.values()).name).toBe('Lunch');
    expect(await form.submit()).toBe('saved');
  });

  it('droppedConnection: without keys the outcome of a create is unknown', async () => {
    const form = await filledForm();
    server.use(...droppedConnection(mock, { lostReply: true }));
    expect(await form.submit()).toBe('unconfirmed');
  });

  it('ocrResult: the scan reads what the test says', async () => {
    server.use(...ocrResult(mock, { amount: 77, taxAmount: 15.4, purchaseDate: '2026-11-02' }));
    const form = createFormDriver(renderForm().container);
    await form.attach('Receipt', { name: 'r.png', type: 'image/png', contents: PNG_BYTES });
    expect(await form.values()).toMatchObject({
      'verification.amount': 77,
      'verification.taxAmount': 15.4,
      'verification.purchaseDate': '2026-11-02',
    });
  });

  it('slowRecall: the re-call is held until the faults are cleared', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, basicEnvelope());
    server.use(...slowRecall(mock));
    const form = createFormDriver(renderForm().container, { timeoutMs: 300 });
    await expect(form.fill('Amount', '5')).rejects.toThrow('Not settled after 0.3 s: re-call');
    mock.faults.clear();
    await form.settled();
    expect(await form.status()).toBe('ready');
  });
});
