import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { FieldsTransport } from '../../src/core/http/transport';
import { parseEnvelope } from '../../src/core/wire/envelope';
import type { CustomFieldList, ListValue } from '../../src/core/wire/model/types';
import { wireField } from '../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../src/react/form/FieldsForm';
import '../../src/styles.css';

// A test finds a field by its name as Playwright's `getByLabel` does (Vitest's locators run
// Playwright's own selector engine in the page): `aria-label` of any element, hidden ones
// included, matched as a case-insensitive substring, `aria-labelledby` and `<label>` text. A
// closed list or a chip list that carries the field's name is a second match, which a strict
// locator refuses.

const VALUES: ListValue[] = [
  { id: 'SEK', name: 'Swedish krona' },
  { id: 'EUR', name: 'Euro' },
  { id: 'p1', name: 'Alpha' },
  { id: 'p2', name: 'Bravo' },
];
const list: CustomFieldList = {
  meta: { count: VALUES.length, total: VALUES.length, sections: [] },
  suggestions: [],
  data: VALUES,
};

const FIELDS = {
  Currency: wireField('currency', 'LIST', 'Currency', {
    url: '/currencies',
    value: 'SEK',
    data: { id: 'SEK', name: 'Swedish krona' },
  }),
  Projects: wireField('projects', 'LIST', 'Projects', {
    url: '/projects',
    multiSelect: true,
    value: ['p1', 'p2'],
  }),
  Guests: wireField('guests', 'GUEST_LIST', 'Guests', {
    value: [{ name: 'Anna Berg', company: 'Acme' }],
  }),
  'Send a copy to': wireField('copyTo', 'RECIPIENT_LIST', 'Send a copy to', {
    value: [{ email: 'bo@example.se' }],
  }),
};
const NAMES = Object.keys(FIELDS);

function renderForm() {
  const transport: FieldsTransport = {
    load: async () => parseEnvelope({ fields: Object.values(FIELDS) }),
    recall: async (envelope) => envelope,
    command: async (envelope) => envelope,
    submit: async (envelope) => ({ kind: 'invalid', envelope, status: 400 }),
    listValues: async () => list,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <main>
        <FieldsForm source={{ transport, key: 'list-names' }} label="Expense" drafts={false} />
      </main>
    </QueryClientProvider>,
  );
}

/** How many elements `getByLabel(name)` resolves to, for each field's name. */
const matches = () =>
  Object.fromEntries(NAMES.map((name) => [name, page.getByLabelText(name).elements().length]));
const once = Object.fromEntries(NAMES.map((name) => [name, 1]));

async function axeViolations(node: Element) {
  const result = await axe.run(node, { resultTypes: ['violations'] });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((entry) => entry.target.join(' ')).join(', ')}`,
  );
}

/** Opens a LIST by its combobox, waits for its options, checks the open list, closes it. */
async function openAndClose(name: string, container: Element) {
  const box = screen.getByRole('combobox', { name });
  await userEvent.click(box);
  await waitFor(() => expect(screen.getAllByRole('option').length).toBe(VALUES.length));
  expect(box).toHaveAttribute('aria-expanded', 'true');
  const listbox = screen.getByRole('listbox', { name });
  expect(box.getAttribute('aria-controls')).toBe(listbox.id);
  expect(await axeViolations(container)).toEqual([]);
  await userEvent.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
}

afterEach(() => document.body.replaceChildren());

describe("a list field's name in Chromium", () => {
  it('finds each field by its name once while its list is closed, before and after opening it', async () => {
    const { container } = renderForm();
    await screen.findByRole('combobox', { name: 'Currency' });
    await screen.findByText('bo@example.se');
    expect(matches()).toEqual(once);
    expect(await axeViolations(container)).toEqual([]);

    await openAndClose('Currency', container);
    await openAndClose('Projects', container);

    expect(matches()).toEqual(once);
    expect(await axeViolations(container)).toEqual([]);
    // The closed combobox still points at its list (WAI-ARIA 1.2 combobox).
    for (const name of ['Currency', 'Projects']) {
      const box = screen.getByRole('combobox', { name });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).not.toBeNull();
    }
  });
});
