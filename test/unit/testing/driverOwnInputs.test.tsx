// Every field the form knows is found by its label and its property: one drawn by the form, by
// `<FormField>`, or by an input of the app's own (`useField`), which draws no field shell. The
// recipe's own amount input ("Amount (SEK)") is the case met from outside.
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MOCK_IDS, scenarioEnvelope } from '../../../src/mock';
import { createFormDriver } from '../../../src/testing';
import { QuickExpense } from '../../../stories/Recipes/QuickExpense';
import { storyMock } from '../../../stories/support/storyMock';
import { withQuery } from '../../tools/formHarness';

const server = setupServer(...storyMock.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  storyMock.reset();
  storyMock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
});
afterAll(() => server.close());

describe('the driver finds every field the form knows', () => {
  it("an input of the app's own (useField) by its label and by its property, beside <FormField>", async () => {
    const form = createFormDriver(render(withQuery(<QuickExpense />)).container);
    await form.fill('Report name', 'Parking');
    await form.fill('Amount (SEK)', '15');
    expect(await form.values()).toMatchObject({ name: 'Parking', 'verification.amount': 15 });
    await form.fill('verification.amount', '16');
    expect(await form.values()).toMatchObject({ 'verification.amount': 16 });
    expect(await form.field('verification.amount')).toMatchObject({
      property: 'verification.amount',
      label: 'Amount (SEK)',
      visible: true,
    });
    expect(await form.field(/^Amount/)).toMatchObject({ property: 'verification.amount' });
  });

  it('names the own input among the fields it shows when a field is missing', async () => {
    const form = createFormDriver(render(withQuery(<QuickExpense />)).container);
    await form.settled();
    await expect(form.fill('Purchase date', '2026-11-20')).rejects.toThrow(
      'It shows: Report name (name), Amount (SEK) (verification.amount).',
    );
  });
});
