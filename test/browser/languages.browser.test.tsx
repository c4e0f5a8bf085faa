// The form tells the service its language in Chromium, against the mock behind the page's
// service worker: the browser reads English, the form German; two forms of one client in two
// languages on one page each send their own (ARCHITECTURE.md "Languages").
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createExpenseClient } from '../../src/core/http/client';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN, scenarioEnvelope } from '../../src/mock';
import { FieldsForm } from '../../src';
import type { JsonObject } from '../../src/core/wire/model/types';
import { startBrowserMock } from '../tools/browserMock';
import '../../src/styles.css';

const mock = startBrowserMock();
const ORG = MOCK_IDS.swedishOrg;
const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
const source = { organizationId: ORG, client };
const sent = (body: unknown, property: string) =>
  (body as { fields: JsonObject[] }).fields.find((field) => field.property === property)?.value;

beforeEach(() => mock.state.setEnvelope(ORG, scenarioEnvelope('basic')));
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('the service is told the form language', () => {
  it('a German form in an English browser reads 12.345,50 and sends 12345.5 with Accept-Language: de', async () => {
    expect(navigator.language).toMatch(/^en\b/);
    render(<FieldsForm source={source} locale="de" drafts={false} />);
    // The mock words no German: its labels are English, the library's own strings German.
    await userEvent.fill(await screen.findByRole('textbox', { name: /^Report name/ }), 'Reise');
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await userEvent.click(amount);
    await userEvent.keyboard('12.345,50');
    await userEvent.tab();
    await waitFor(() => expect(amount).toHaveValue('12.345,50'));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    // The amount is over the organization's limit: the service answers a warning, in German
    // words of the library ("Trotzdem speichern"), after it read the amount.
    await screen.findByRole('button', { name: 'Trotzdem speichern' });
    const saves = mock.requests.filter((request) => request.endpoint === 'createReport');
    expect(saves).toHaveLength(1);
    expect(sent(saves[0]?.body, 'verification.amount')).toBe(12345.5);
    expect(saves[0]?.headers['accept-language']).toBe('de');
    // Every request the form made said German: the load, the amount's re-call, the save.
    expect(new Set(mock.requests.map((request) => request.headers['accept-language']))).toEqual(
      new Set(['de']),
    );
  });

  it('a Swedish and an English form of one client on one page each send their own', async () => {
    render(
      <>
        <section aria-label="sv">
          <FieldsForm source={source} locale="sv" drafts={false} />
        </section>
        <section aria-label="en">
          <FieldsForm source={source} locale="en" drafts={false} />
        </section>
      </>,
    );
    const swedish = within(screen.getByRole('region', { name: 'sv' }));
    const english = within(screen.getByRole('region', { name: 'en' }));
    // The mock answers each in its language: a wholly Swedish form beside an English one.
    await swedish.findByRole('textbox', { name: /^Rapportens namn/ });
    await english.findByRole('textbox', { name: /^Report name/ });
    const loads = mock.requests.filter((request) => request.endpoint === 'fields');
    expect(loads.map((request) => request.headers['accept-language']).sort()).toEqual(['en', 'sv']);
    // Each amount is a re-call trigger: leaving it sends the envelope back.
    await userEvent.fill(swedish.getByRole('textbox', { name: /^Belopp/ }), '5,5');
    await userEvent.tab();
    await userEvent.fill(english.getByRole('textbox', { name: /^Amount/ }), '6.5');
    await userEvent.tab();
    await waitFor(() =>
      expect(mock.requests.filter((request) => request.endpoint === 'recall')).toHaveLength(2),
    );
    const recalls = mock.requests.filter((request) => request.endpoint === 'recall');
    const byAmount = new Map(
      recalls.map((request) => [
        sent(request.body, 'verification.amount'),
        request.headers['accept-language'],
      ]),
    );
    expect(byAmount).toEqual(
      new Map([
        [5.5, 'sv'],
        [6.5, 'en'],
      ]),
    );
  });
});
