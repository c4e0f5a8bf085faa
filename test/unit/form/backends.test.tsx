// Issue 16: the form on a back end that throttles bursts and lets access tokens expire. The user's
// input survives both; the form waits where it may and offers a retry where it must not.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TokenRequest } from '../../../src/core/http/sender';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../../src/mock';
import { renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const ORG = MOCK_IDS.swedishOrg;
const count = (endpoint: string) =>
  mock.requests.filter((request) => request.endpoint === endpoint).length;

describe('a throttled service', () => {
  it('ends a burst of re-calls and list searches with the right values and nothing lost', async () => {
    const user = userEvent.setup();
    // Every re-call is refused twice and the first list search once, each with Retry-After 0.
    mock.faults.set('recall', { failure: 'throttled', retryAfterSeconds: 0, times: 2 });
    mock.faults.set('lists', { failure: 'throttled', retryAfterSeconds: 0, times: 1 });
    renderForm();
    const name = await screen.findByRole('textbox', { name: /^Report name/ });
    await user.type(name, 'Oslo trip');
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await user.type(amount, '6000');
    await user.tab();
    await screen.findByText(/need your manager's approval/);
    const currency = screen.getByRole('combobox', { name: /^Currency/ });
    await user.click(currency);
    await user.type(currency, 'EUR');
    await user.click(await screen.findByRole('option', { name: /^EUR/ }));
    expect(await screen.findByRole('textbox', { name: /^Exchange rate/ })).toBeInTheDocument();
    expect(name).toHaveValue('Oslo trip');
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('€6,000.00'); // re-shown in the new currency
    expect(currency).toHaveValue('EUR – Euro');
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
    const user = userEvent.setup();
    mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));
    mock.faults.set('createReport', { failure: 'expired', times: 1 });
    const onAuthRequired = vi.fn();
    const { asked, source: connection } = source(onAuthRequired);
    renderForm({ source: connection });
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Taxi');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(asked.filter((request) => request.refresh)).toHaveLength(1);
    expect(onAuthRequired).not.toHaveBeenCalled();
  });

  it('asks the app to sign in again when refused twice, keeps everything, and saves on retry', async () => {
    const user = userEvent.setup();
    mock.state.setEnvelope(ORG, scenarioEnvelope('basic'));
    mock.faults.set('createReport', { failure: 'expired', times: 2 });
    const onAuthRequired = vi.fn();
    renderForm({ source: source(onAuthRequired).source });
    await user.type(await screen.findByRole('textbox', { name: /^Report name/ }), 'Taxi');
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/sign-in has expired/)).toBeInTheDocument();
    expect(onAuthRequired).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: /^Report name/ })).toHaveValue('Taxi');
    // The app signed the user in again: the same action goes from the form.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Saved.')).toBeInTheDocument());
    expect(count('createReport')).toBe(3);
  });

  it('offers the failed re-call again', async () => {
    const user = userEvent.setup();

    mock.faults.set('recall', { failure: 'expired', times: 2 });
    renderForm({ source: source(() => undefined).source });
    await user.type(await screen.findByRole('textbox', { name: /^Amount/ }), '6000');
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/could not be updated/);
    expect(alert).toHaveTextContent(/sign-in has expired/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText(/need your manager's approval/);
    expect(screen.queryByText(/could not be updated/)).toBeNull();
  });
});
