// Issue 27: the devtools panel against the mock in Chromium: its timeline (a burst of choices shows
// one re-call applied and the stale one dropped, linked to the winner), what a reply changed, the
// fault switches, copy as cURL without the token, messages by origin; axe-clean; the README picture.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fieldKey } from '../../src/core/wire/fieldIndex';
import { MOCK_IDS, MOCK_TOKEN } from '../../src/mock';
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
      `curl -X PUT 'https://api.expense.test/api/v1/expense/me/organizations/${MOCK_IDS.swedishOrg}/expensereports/fields'`,
    );
    expect(curl).toContain("'Authorization: Bearer <token>'");
    expect(curl).toContain('"property":"verification.currency"');
    expect(curl).not.toContain(MOCK_TOKEN);

    expect((await axe.run(panel, { resultTypes: ['violations'] })).violations).toEqual([]);
    await page.elementLocator(document.querySelector('main') as HTMLElement).screenshot({
      path: 'screenshots/devtools-panel.png',
    });
  });

  it('switches the mock to 500 and back, and lists messages by origin', async () => {
    const { panel, engine, row } = await openScreen();
    const failure = within(panel).getByRole('combobox', { name: 'Failure' });
    await userEvent.selectOptions(failure, 'server');
    act(() => engine.chose(TYPE, 'mileage'));
    await waitFor(() => expect(row(/re-call failed/)).toHaveTextContent(/HTTP 500$/));
    expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(1);
    await userEvent.selectOptions(failure, 'none');
    await act(() => engine.retryUpdate());
    await waitFor(() => expect(row(/re-call applied/)).toBeInTheDocument());

    // A save with empty mandatory fields: the client checks speak, and the panel says so.
    await act(() => engine.submit());
    const messages = await within(panel).findByRole('table', { name: 'Messages by origin' });
    expect(within(messages).getAllByRole('row', { name: /^client check/ }).length).toBeGreaterThan(
      0,
    );

    // Someone else saves: the draft's version moved on the mock, so the next save meets a 409.
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Someone else saves (next save: 409)' }),
    );
    expect(mock.state.draftVersion(MOCK_IDS.swedishOrg)).toBe(1);
  });
});
