// The form on a back end that throttles bursts and lets access tokens expire. The user's
// input survives both; the form waits where it may and offers a retry where it must not.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TokenRequest } from '../../../src/core/http/sender';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../../src/mock';
import { createFormDriver } from '../../../src/testing';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const count = (endpoint: string) =>
  mock.requests.filter((request) => request.endpoint === endpoint).length;

describe('a throttled service', () => {
  it('ends a burst of re-calls and list searches with the right values and nothing lost', async () => {
    // Every re-call is refused twice and the first list search once, each with Retry-After 0.
    mock.faults.set('recall', { failure: 'throttled', retryAfterSeconds: 0, times: 2 });
    mock.faults.set('lists', { failure: 'throttled', retryAfterSeconds: 0, times: 1 });
    const form = createFormDriver(renderForm().container);
    await form.fill('Report name', 'Oslo trip');
    await form.fill('Amount', '6000');
    expect(screen.getByText(/need your manager's approval/)).toBeInTheDocument();
    await form.choose('Currency', 'EUR – Euro');
    expect(await form.field(/^Exchange rate/)).toMatchObject({ visible: true });
    expect(await form.values()).toMatchObject({
      name: 'Oslo trip',
      'verification.amount': 6000,
      'verification.currency': 'EUR',
    });
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('€6,000.00'); // re-shown in the new currency
    expect(screen.queryByText(/could not be updated/)).toBeNull();
    // Two refusals and the answer for the first re-call, then one for the currency.
    expect(count('recall')).toBe(4);
    expect(count('lists')).toBeGreaterThanOrEqual(2);
  });
});

describe('an expired access token', () => {
  const source = (onAuthRequired: () => void) => {
    const asked: TokenRequest[] = [];
    const getAccessToken = (request: TokenRequest) => {
      asked.push(request);
      return MOCK_TOKEN;
    };
    return {
      asked,
      source: { organizationId: ORG, baseUrl: MOCK_BASE_URL, getAccessToken, onAuthRequired },
    };
  };

  it('is refreshed once without the user noticing', async () => {
    mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));
    mock.faults.set('createReport', { failure: 'expired', times: 1 });
    const onAuthRequired = vi.fn();
    const { asked, source: connection } = source(onAuthRequired);
    const form = createFormDriver(renderForm({ source: connection }).container);
    await form.fill('Report name', 'Taxi');
    await form.fill('Amount', '120');
    expect(await form.submit()).toBe('saved');
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(asked.filter((request) => request.refresh)).toHaveLength(1);
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('asks the app to sign in again when refused twice, keeps everything, and saves on retry', async () => {
    mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));
    mock.faults.set('createReport', { failure: 'expired', times: 2 });
    const onAuthRequired = vi.fn();
    const form = createFormDriver(renderForm({ source: source(onAuthRequired).source }).container);
    await form.fill('Report name', 'Taxi');
    await form.fill('Amount', '120');
    expect(await form.submit()).toBe('failed');
    expect(within(screen.getByRole('alert')).getByText(/sign-in has expired/)).toBeInTheDocument();
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect((await form.values()).name).toBe('Taxi');
    // The app signed the user in again: the same action goes from the form.
    expect(await form.submit()).toBe('saved');
    expect(count('createReport')).toBe(3);
  });

  it('offers the failed re-call again', async () => {
    const user = userEvent.setup();
    mock.faults.set('recall', { failure: 'expired', times: 2 });
    const form = createFormDriver(renderForm({ source: source(() => undefined).source }).container);
    await form.fill('Amount', '6000');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/could not be updated/);
    expect(alert).toHaveTextContent(/sign-in has expired/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await form.settled();
    expect(screen.getByText(/need your manager's approval/)).toBeInTheDocument();
    expect(screen.queryByText(/could not be updated/)).toBeNull();
  });
});
