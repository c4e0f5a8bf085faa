// The driver and the review step of `reviewBeforeSave` on a jsdom container, on the mock service.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOCK_IDS, serverError } from '../../../src/mock';
import { basicEnvelope } from '../../../src/mock/scenarios/basic';
import { createFormDriver } from '../../../src/testing';
import { renderForm } from '../../tools/formHarness';
import { mockServer } from './mockServer';

const { mock, server } = mockServer();
const ORG = MOCK_IDS.swedishOrg;
const creates = () => mock.requests.filter((request) => request.endpoint === 'createReport');

/** The basic form with the review step on, name and amount filled by the driver. */
async function filled() {
  mock.state.setEnvelope(ORG, basicEnvelope());
  const form = createFormDriver(renderForm({ reviewBeforeSave: true, drafts: false }).container);
  await form.fill('Report name', 'Taxi');
  await form.fill('Amount', '42.5');
  return form;
}

describe('the driver and reviewBeforeSave', () => {
  it('submit() confirms the step by default and resolves with how the save ended', async () => {
    const form = await filled();
    expect(await form.submit()).toBe('saved');
    expect(creates()).toHaveLength(1);
  });

  it("submit({ review: 'open' }) stops at the step: status() reads reviewing; submit() then confirms", async () => {
    const form = await filled();
    expect(await form.submit({ review: 'open' })).toBe('reviewing');
    expect(await form.status()).toBe('reviewing');
    const step = screen.getByRole('dialog', { name: 'Review your changes' });
    expect(
      within(step)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Report name', 'Amount']);
    expect(creates()).toHaveLength(0);
    // With the step on screen, submit() answers it without pressing Save again.
    expect(await form.submit()).toBe('saved');
    expect(creates()).toHaveLength(1);
  });

  it("submit({ review: 'cancel' }) goes back: ready, values kept, nothing sent", async () => {
    const form = await filled();
    expect(await form.submit({ review: 'cancel' })).toBe('ready');
    expect(await form.values()).toMatchObject({ name: 'Taxi', 'verification.amount': 42.5 });
    expect(creates()).toHaveLength(0);
  });

  it('a save the checks refuse shows no step: submit() resolves invalid whatever it was told', async () => {
    mock.state.setEnvelope(ORG, basicEnvelope());
    const form = createFormDriver(renderForm({ reviewBeforeSave: true, drafts: false }).container);
    expect(await form.submit({ review: 'open' })).toBe('invalid');
    expect(Object.keys(await form.errors())).toEqual(['name', 'verification.amount']);
  });

  it('a failure after the step: failed, and Try again (the same values) saves without asking', async () => {
    const form = await filled();
    server.use(...serverError(mock, { times: 1 }));
    expect(await form.submit()).toBe('failed');
    expect(await form.submit({ review: 'open' })).toBe('saved');
    expect(creates()).toHaveLength(2);
  });
});
