// Server rendering, then hydration in Chromium (ARCHITECTURE.md "Server rendering"):
// the HTML `renderToString` gives is adopted by `hydrateRoot` with no mismatch, and the form then
// works as one that loaded in the browser: typing re-calls, Save stores the report in the mock.
import { screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { createExpenseClient } from '../../src/core/http/client';
import type { JsonObject } from '../../src/core/wire/model/types';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../src/mock';
import { startBrowserMock } from '../tools/browserMock';
import { basicEnvelope } from '../../src/mock/scenarios/basic';
import { FieldsForm } from '../../src/react/form/FieldsForm';
import { loadMessages } from '../../src/i18n/messages';
import { wireField } from '../../src/mock/scenarios/wireField';
import '../../src/styles.css';

const mock = startBrowserMock();
let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  mock.reset();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const requests = (endpoint: string) =>
  mock.requests.filter((request) => request.endpoint === endpoint);

/** Runs `done` once its children are hydrated: effects run after the hydration commit. */
function Hydrated({ children, done }: { children: ReactNode; done: () => void }) {
  useEffect(() => done(), [done]);
  return children;
}

/**
 * The container's markup without what the form's marker states after hydration (its `data-ef-*`
 * attributes are written by an effect, by design: the server render leaves them out).
 */
function markup(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const marker of copy.querySelectorAll('[data-ef-form]'))
    for (const name of marker.getAttributeNames())
      if (name.startsWith('data-ef-') && name !== 'data-ef-form') marker.removeAttribute(name);
  return copy.innerHTML;
}

/** Server-renders the tree into a container, then hydrates it, collecting every complaint. */
async function serverThenHydrate(tree: ReactNode) {
  const html = renderToString(tree);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const before = markup(container);
  const amount = container.querySelector('input[inputmode="decimal"]');
  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  const consoleWarn = vi.spyOn(console, 'warn');
  let hydrated = false;
  root = hydrateRoot(
    container,
    <Hydrated
      done={() => {
        hydrated = true;
      }}
    >
      {tree}
    </Hydrated>,
    {
      onRecoverableError: (error) => recoverable.push(error),
    },
  );
  await vi.waitFor(() => expect(hydrated).toBe(true));
  return { html, container, before, amount, recoverable, consoleError, consoleWarn };
}

describe('server rendering, then hydration', () => {
  it('adopts the server HTML with no mismatch, then re-calls and saves without a load', async () => {
    mock.state.setEnvelope(MOCK_IDS.swedishOrg, basicEnvelope());
    const client = createExpenseClient({
      baseUrl: MOCK_BASE_URL,
      getAccessToken: () => MOCK_TOKEN,
    });
    // What a server put in the page: the service's own JSON for this report.
    const initialEnvelope: JsonObject = {
      ...basicEnvelope(),
      fields: (basicEnvelope().fields as JsonObject[]).map((field) =>
        field.property === 'name' ? { ...field, value: 'Trip to Lund' } : field,
      ),
    };
    const tree = (
      <FieldsForm
        source={{ organizationId: MOCK_IDS.swedishOrg, client }}
        initialEnvelope={initialEnvelope}
        label="Expense report"
        recallDelayMs={300}
        drafts={false}
      />
    );
    const hydration = await serverThenHydrate(tree);
    expect(hydration.html).toContain('Trip to Lund');
    expect(hydration.recoverable).toEqual([]);
    expect(hydration.consoleError).not.toHaveBeenCalled();
    expect(hydration.consoleWarn).not.toHaveBeenCalled();
    // The server's nodes were kept as they were: adopted, not replaced.
    expect(markup(hydration.container)).toBe(hydration.before);
    const amount = screen.getByRole('textbox', { name: /Amount/ });
    expect(amount).toBe(hydration.amount);
    expect(screen.getByRole('textbox', { name: /Report name/ })).toHaveValue('Trip to Lund');
    expect(requests('fields')).toHaveLength(0);

    // One change: typed key by key on a busy machine, a pause between two keys passed the 300 ms
    // quiet time and made a re-call of its own (the count is the assertion, not the typing).
    await userEvent.fill(amount, '120');
    await userEvent.tab();
    await vi.waitFor(() => expect(requests('recall')).toHaveLength(1));
    expect(requests('fields')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(mock.state.reports.size).toBe(1));
    await screen.findByText('Saved.');
    expect(requests('createReport')).toHaveLength(1);
    expect(requests('fields')).toHaveLength(0);
  });

  it('shows the same load failure on both sides for an envelope that does not parse', async () => {
    const client = createExpenseClient({
      baseUrl: MOCK_BASE_URL,
      getAccessToken: () => MOCK_TOKEN,
    });
    const tree = (
      <FieldsForm
        source={{ organizationId: MOCK_IDS.swedishOrg, client }}
        initialEnvelope={{ fields: 'not a list' }}
        drafts={false}
      />
    );
    const hydration = await serverThenHydrate(tree);
    expect(hydration.html).toContain('The form could not be loaded.');
    expect(hydration.recoverable).toEqual([]);
    expect(hydration.consoleError).not.toHaveBeenCalled();
    expect(markup(hydration.container)).toBe(hydration.before);
    expect(requests('fields')).toHaveLength(0);
    // Try again asks the service.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('textbox', { name: /Report name/ });
    expect(requests('fields')).toHaveLength(1);
  });

  it('renders date fields in the form’s locale on the server and hydrates them with no mismatch', async () => {
    const client = createExpenseClient({
      baseUrl: MOCK_BASE_URL,
      getAccessToken: () => MOCK_TOKEN,
    });
    // Swedish is loaded before renderToString (which cannot wait); the date code is part of the
    // main entry (ARCHITECTURE.md "Dates").
    await loadMessages('sv');
    const tree = (
      <FieldsForm
        source={{ organizationId: MOCK_IDS.swedishOrg, client }}
        initialEnvelope={{
          fields: [
            wireField('verification.purchaseDate', 'DATE', 'Inköpsdatum', { value: '2026-11-20' }),
            wireField('departure', 'LOCAL_DATE_TIME', 'Avresa', { value: '2026-11-20T08:15:00' }),
          ],
        }}
        locale="sv"
        now={() => new Date('2026-11-21T12:00:00Z')}
        drafts={false}
      />
    );
    const hydration = await serverThenHydrate(tree);
    expect(hydration.html).toContain('role="spinbutton"');
    expect(hydration.html).toContain('aria-valuetext="11 – november"');
    expect(hydration.recoverable).toEqual([]);
    expect(hydration.consoleError).not.toHaveBeenCalled();
    expect(markup(hydration.container)).toBe(hydration.before);
    const date = screen.getByRole('group', { name: 'Inköpsdatum' });
    const [year, month, day] = date.querySelectorAll<HTMLElement>('[role="spinbutton"]');
    expect([year, month, day].map((segment) => segment?.textContent)).toEqual(['2026', '11', '20']);
    // Hydrated: the segments take keys.
    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowDown}');
    expect(day).toHaveAttribute('aria-valuenow', '19');
    expect(requests('fields')).toHaveLength(0);
  });
});
