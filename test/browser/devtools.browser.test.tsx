// The devtools panel against the mock in Chromium: its timeline (a burst of choices shows
// one re-call applied and the stale ones dropped, each linked to the winner), what a reply changed,
// the fault switches (500, a dropped connection, 429, someone else saves: 409), copy as cURL
// without the token, messages by origin; axe-clean; the picture of the manual's "Devtools and the
// recorder".
import { act, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fieldKey } from '../../src/core/wire/fieldIndex';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../src/mock';
import type { FieldsFormApi } from '../../src/index';
import { startBrowserMock } from '../tools/browserMock';
import '../../src/styles.css';
import { DevtoolsScreen } from './devtoolsScreen';

const mock = startBrowserMock();
afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const TYPE = fieldKey('verification.type');
const CURRENCY = fieldKey('verification.currency');

async function openScreen() {
  let form: FieldsFormApi | null = null;
  render(<DevtoolsScreen mock={mock} onForm={(given) => (form = given)} />);
  // The panel is a lazy chunk: its first load in a busy run takes more than a second.
  const panel = await screen.findByRole('region', { name: 'Fields devtools' }, { timeout: 10_000 });
  await screen.findByRole('textbox', { name: /^Report name/ });
  if (!form) throw new Error('The screen gave no form.');
  const engine = (form as FieldsFormApi).engine;
  const timeline = () => within(panel).getByRole('list', { name: 'Exchanges' });
  const row = (pattern: RegExp) => within(timeline()).getByRole('button', { name: pattern });
  return { panel, engine, timeline, row };
}

describe('<FieldsDevtools> in Chromium on the mock', () => {
  it('shows a burst of choices as one applied re-call and the stale one dropped, linked to it', async () => {
    await page.viewport(1280, 900);
    const { panel, engine, row, timeline } = await openScreen();
    // The panel was asked for with the form: the first load is on its timeline.
    await waitFor(() => expect(row(/^#1 load applied/)).toBeInTheDocument());
    // The panel's own switch: every answer of the mock takes 300 ms, so the burst meets a re-call out.
    await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Latency' }), '300');
    act(() => engine.chose(TYPE, 'representation'));
    act(() => engine.chose(CURRENCY, 'EUR'));
    act(() => engine.chose(CURRENCY, 'USD'));
    await waitFor(() => expect(row(/re-call applied/)).toBeInTheDocument(), { timeout: 4000 });
    await engine.whenSettled();
    const items = within(timeline()).getAllByRole('listitem');
    const stale = items.filter((item) => /dropped \(stale\)/.test(item.textContent ?? ''));
    const applied = items.filter((item) => /re-call applied/.test(item.textContent ?? ''));
    expect(stale).toHaveLength(1);
    expect(applied).toHaveLength(1);
    const winner = /#(\d+) re-call applied/.exec(applied[0]?.textContent ?? '')?.[1];
    // The stale reply links to the re-call that won; following the link selects it.
    await userEvent.click(
      within(stale[0] as HTMLElement).getByRole('button', { name: `won by #${winner}` }),
    );
    expect(within(panel).getByRole('heading', { name: `Exchange #${winner}` })).toBeInTheDocument();
    expect(row(/re-call applied/)).toHaveAttribute('aria-pressed', 'true');

    // What the winning reply changed: the representation's fields came, the exchange rate with EUR/USD.
    const changes = within(panel).getByRole('table', { name: 'What the reply changed' });
    expect(
      within(changes).getByRole('row', { name: /verification\.representation\.guests added/ }),
    ).toBeInTheDocument();
    expect(
      within(changes).getByRole('row', { name: /verification\.exchangeRate added/ }),
    ).toBeInTheDocument();
    expect(
      engine
        .getSnapshot()
        .envelope?.fields.some((item) => item.property === 'verification.exchangeRate'),
    ).toBe(true);

    // Copy as cURL: the request line the transport describes, the body sent, and no token.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(within(panel).getByRole('button', { name: 'Copy as cURL' }));
    expect(await within(panel).findByText('Copied.')).toBeInTheDocument();
    const curl = writeText.mock.calls[0]?.[0] ?? '';
    expect(curl).toContain(
      `curl -X PUT '${MOCK_BASE_URL}/api/v1/expense/me/organizations/${MOCK_IDS.swedishOrg}/expensereports/fields'`,
    );
    expect(curl).toContain("'Authorization: Bearer <token>'");
    expect(curl).toContain('"property":"verification.currency"');
    expect(curl).not.toContain(MOCK_TOKEN);

    expect((await axe.run(panel, { resultTypes: ['violations'] })).violations).toEqual([]);
    await page.elementLocator(document.querySelector('main') as HTMLElement).screenshot({
      path: 'screenshots/devtools-panel.png',
    });
  });

  it('switches the mock to 500, to a dropped connection and back, and lists client checks', async () => {
    const { panel, engine, row, timeline } = await openScreen();
    const failure = within(panel).getByRole('combobox', { name: 'Failure' });
    await userEvent.selectOptions(failure, 'server');
    act(() => engine.chose(TYPE, 'mileage'));
    await waitFor(() => expect(row(/re-call failed/)).toHaveTextContent(/HTTP 500$/));
    expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(1);
    await userEvent.selectOptions(failure, 'none');
    await act(() => engine.retryUpdate());
    await waitFor(() => expect(row(/re-call applied/)).toBeInTheDocument());
    // The connection drops: the re-call failed with no answer at all.
    await userEvent.selectOptions(failure, 'network');
    act(() => engine.chose(TYPE, 'receipt'));
    await waitFor(() =>
      expect(within(timeline()).getAllByRole('button', { name: /re-call failed/ })).toHaveLength(2),
    );
    expect(
      within(timeline()).getAllByRole('button', { name: /re-call failed/ })[1],
    ).toHaveTextContent(/no answer$/);
    await userEvent.selectOptions(failure, 'none');

    // A save with empty mandatory fields: the client checks speak, and the panel says so.
    await act(() => engine.submit());
    const messages = await within(panel).findByRole('table', { name: 'Messages by origin' });
    expect(within(messages).getAllByRole('row', { name: /^client check/ }).length).toBeGreaterThan(
      0,
    );
  });

  it('shows each save as the service answered it: a field error (400), a warning, 429, and 409 after someone else saves', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic'));
    const { panel, row } = await openScreen();
    const saves = () => within(panel).getAllByRole('button', { name: /^#\d+ save / });
    const lastSave = () => saves().at(-1);
    const messages = () => within(panel).getByRole('table', { name: 'Messages by origin' });
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const amount = screen.getByRole('textbox', { name: /^Amount/ });

    await userEvent.type(screen.getByRole('textbox', { name: /^Report name/ }), 'Client dinner');
    await userEvent.type(amount, '-5');
    await save();
    // The service refused it with the amount's errorText: a server field error on the field.
    await waitFor(() => expect(lastSave()).toHaveTextContent(/save applied .*HTTP 400$/));
    expect(
      within(messages()).getByRole('row', {
        name: /^server field error verification\.amount The amount cannot be negative/,
      }),
    ).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '9000');
    await save();
    await waitFor(() => expect(saves()).toHaveLength(2));
    await waitFor(() => expect(lastSave()).toHaveTextContent(/save applied .*HTTP 400$/));
    expect(
      within(messages()).getByRole('row', {
        name: /^warning verification\.amount .*over the limit/,
      }),
    ).toBeInTheDocument();

    // 429: a save is never repeated by itself, so the timeline shows the service's answer.
    const failure = within(panel).getByRole('combobox', { name: 'Failure' });
    await userEvent.selectOptions(failure, 'throttled');
    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(saves()).toHaveLength(3));
    await waitFor(() => expect(lastSave()).toHaveTextContent(/save failed .*HTTP 429$/));
    await userEvent.selectOptions(failure, 'none');

    // Someone else saves: the draft's version moved on the mock, so this save meets a 409.
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Someone else saves (next save: 409)' }),
    );
    expect(mock.state.draftVersion(MOCK_IDS.swedishOrg)).toBe(1);
    // After the 429 the form offers to try again: the same save, once more.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(saves()).toHaveLength(4));
    await waitFor(() => expect(lastSave()).toHaveTextContent(/save failed .*HTTP 409$/));
    await userEvent.click(row(/save failed .*HTTP 409$/));
    const detail = within(panel).getByRole('heading', { name: /^Exchange #\d+$/ }).nextSibling;
    expect(detail).toHaveTextContent(/Phasefailed.*StatusHTTP 409/);
  });

  it('shows a burst of choices in the Currency list as several stale re-calls, each linked to the one applied', async () => {
    const { panel, engine, timeline } = await openScreen();
    // Each re-call takes longer than a choice takes on a loaded CI machine (a choice once took
    // over 1.5 s there, and its re-call's reply was applied before the next): the next choice
    // always meets it still out.
    mock.faults.set('recall', { latencyMs: 4000 });
    const recalls = () => within(timeline()).queryAllByRole('button', { name: /^#\d+ re-call / });
    const currency = screen.getByRole('combobox', { name: /^Currency/ });
    const choose = async (name: RegExp, sent: number) => {
      await userEvent.click(currency);
      const [option] = await screen.findAllByRole('option', { name });
      await userEvent.click(option as HTMLElement);
      // The choice's re-call is out (the burst's pause is over) before the next choice comes.
      await waitFor(() => expect(recalls()).toHaveLength(sent), { timeout: 4000 });
      await waitFor(() => expect(recalls().at(-1)).toHaveTextContent(/re-call out/));
    };
    await choose(/^EUR/, 1);
    await choose(/^USD/, 2);
    await choose(/^NOK/, 3);
    await choose(/^EUR/, 4);
    await waitFor(() => expect(recalls().at(-1)).toHaveTextContent(/re-call applied/), {
      timeout: 12_000,
    });
    await engine.whenSettled();
    const items = within(timeline()).getAllByRole('listitem');
    const stale = items.filter((item) => /re-call dropped \(stale\)/.test(item.textContent ?? ''));
    const applied = items.filter((item) => /re-call applied/.test(item.textContent ?? ''));
    expect(applied).toHaveLength(1);
    expect(stale).toHaveLength(3);
    const winner = /#(\d+) re-call applied/.exec(applied[0]?.textContent ?? '')?.[1];
    for (const item of stale)
      expect(within(item).getByRole('button', { name: `won by #${winner}` })).toBeInTheDocument();
    // The form shows the last choice, with its exchange rate from the reply that won.
    expect(currency).toHaveValue(expect.stringMatching(/^EUR/));
    expect(screen.getByRole('textbox', { name: /^Exchange rate/ })).toBeInTheDocument();
    expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(4);
    expect((await axe.run(panel, { resultTypes: ['violations'] })).violations).toEqual([]);
  }, 30_000);
});
