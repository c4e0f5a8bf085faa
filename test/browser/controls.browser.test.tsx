import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { parseEnvelope } from '../../src/core/wire/envelope';
import type { CustomFieldList, FieldsEnvelope, JsonObject } from '../../src/core/wire/model/types';
import { defaultSeed, scenarioEnvelope } from '../../src/mock';
import { wireField } from '../../src/mock/scenarios/wireField';
import { FieldsForm } from '../../src/react/form/FieldsForm';
import type { FieldsTransport } from '../../src/core/http/transport';
import '../../src/styles.css';

const seed = defaultSeed();
const carTypes: CustomFieldList = {
  meta: {
    count: seed.carTypes.values.length,
    total: seed.carTypes.values.length,
    sections: seed.carTypes.sections,
  },
  suggestions: [],
  data: seed.carTypes.values.map(({ icon: _icon, ...value }) => value),
};

function transportOf(wire: JsonObject, submitted: FieldsEnvelope[] = []): FieldsTransport {
  return {
    load: async () => parseEnvelope(wire),
    recall: async (envelope) => envelope,
    command: async (envelope) => envelope,
    submit: async (envelope) => {
      submitted.push(envelope);
      return { kind: 'invalid', envelope, status: 400 };
    },
    listValues: async (_url, query) => {
      const search = query.searchText?.toLowerCase() ?? '';
      const data = carTypes.data.filter((value) => value.name.toLowerCase().includes(search));
      return { ...carTypes, meta: { ...carTypes.meta, count: data.length }, data };
    },
  };
}

function renderWith(wire: JsonObject, submitted?: FieldsEnvelope[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <main>
        <FieldsForm
          source={{ transport: transportOf(wire, submitted), key: 'browser' }}
          label="Expense report"
          now={() => new Date('2026-11-21T12:00:00Z')}
          // A draft one test leaves would be offered to the next, above the form.
          drafts={false}
        />
      </main>
    </QueryClientProvider>,
  );
}

async function axeViolations(node: Element) {
  const result = await axe.run(node, { resultTypes: ['violations'] });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((entry) => entry.target.join(' ')).join(', ')}`,
  );
}

afterEach(() => document.body.replaceChildren());

describe('LIST combobox in Chromium', () => {
  it('types, moves with arrows, selects with Enter, and keeps focus and the ARIA state right', async () => {
    const submitted: FieldsEnvelope[] = [];
    renderWith(
      { fields: [wireField('verification.carType', 'LIST', 'Car type', { url: '/cartypes' })] },
      submitted,
    );
    const box = await screen.findByRole('combobox', { name: 'Car type' });
    await userEvent.click(box);
    await userEvent.keyboard('car');
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.keyboard('{ArrowDown}');
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('role', 'option');
    expect(document.activeElement).toBe(box);
    const chosen = active?.textContent ?? '';
    await userEvent.keyboard('{Enter}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue(chosen);
    expect(document.activeElement).toBe(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.fields[0]?.value).toBe(
      seed.carTypes.values.find((value) => value.name === chosen)?.id,
    );
  });

  it('has no axe violations, closed or open', async () => {
    const { container } = renderWith({
      fields: [
        wireField('verification.carType', 'LIST', 'Car type', {
          url: '/cartypes',
          mandatory: true,
        }),
      ],
    });
    const box = await screen.findByRole('combobox', { name: /^Car type/ });
    expect(await axeViolations(container)).toEqual([]);
    await userEvent.click(box);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await userEvent.keyboard('{ArrowDown}');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('long forms in Chromium', () => {
  it('contains fields far from view, but never clips a focus ring or an open list', async () => {
    renderWith({
      fields: [
        wireField('name', 'TEXT', 'Report name'),
        wireField('verification.carType', 'LIST', 'Car type', { url: '/cartypes' }),
        ...Array.from({ length: 40 }, (_, index) =>
          wireField(`extra${index}`, 'TEXT', `Extra ${index}`),
        ),
      ],
    });
    const name = await screen.findByRole('textbox', { name: 'Report name' });
    const fieldOf = (node: HTMLElement) => node.closest('.ef-field') as HTMLElement;
    const visibility = (node: HTMLElement) => getComputedStyle(fieldOf(node)).contentVisibility;
    const last = screen.getByRole('textbox', { name: 'Extra 39' });
    // Far below the viewport: skipped until needed (mount and typing cost what is on screen).
    expect(visibility(last)).toBe('auto');
    expect(visibility(name)).toBe('auto');
    await userEvent.click(name);
    // The focused field drops its paint containment: the 3 px focus ring is drawn whole.
    expect(visibility(name)).toBe('visible');
    const ring = name.getBoundingClientRect();
    const field = fieldOf(name).getBoundingClientRect();
    expect(ring.left - 3).toBeLessThan(field.left);
    const box = screen.getByRole('combobox', { name: 'Car type' });
    await userEvent.click(box);
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(2));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    // An open list overflows its field: that field is not contained while it is open.
    expect(visibility(box)).toBe('visible');
    const listbox = screen.getByRole('listbox', { name: 'Car type' });
    expect(listbox.getBoundingClientRect().bottom).toBeGreaterThan(
      fieldOf(box).getBoundingClientRect().bottom,
    );
    await userEvent.tab();
    expect(visibility(box)).toBe('auto');
  });
});

describe('date inputs in Chromium', () => {
  it('takes a date by keyboard in the segmented field and sends it unchanged', async () => {
    const submitted: FieldsEnvelope[] = [];
    renderWith(
      { fields: [wireField('d', 'DATE', 'Purchase date', { value: '2026-03-29' })] },
      submitted,
    );
    const group = await screen.findByRole('group', { name: 'Purchase date' });
    // English: month, day, year.
    const [month, day, year] = within(group).getAllByRole('spinbutton');
    await userEvent.click(month as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    expect(month).toHaveAttribute('aria-valuenow', '4');
    expect(month).toHaveAttribute('aria-valuetext', '04 – April');
    await userEvent.keyboard('02282026');
    expect([month, day, year].map((segment) => segment?.textContent)).toEqual(['02', '28', '2026']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]?.fields[0]?.value).toBe('2026-02-28');
  });

  it('limits dates to today unless future dates are allowed', async () => {
    renderWith({
      fields: [
        wireField('d', 'DATE', 'Purchase date'),
        wireField('e', 'DATE', 'Event date', { allowFutureDates: true }),
      ],
    });
    const after = (name: string) =>
      within(screen.getByRole('group', { name })).getAllByRole('spinbutton');
    await screen.findByRole('group', { name: 'Purchase date' });
    const [purchase, event] = screen.getAllByRole('button', { name: 'Choose date' });
    await userEvent.click(purchase as HTMLElement);
    const tomorrow = within(screen.getByRole('grid')).getByRole('button', {
      name: /November 22, 2026/,
    });
    expect(tomorrow).toHaveAttribute('aria-disabled', 'true');
    // The calendar opens on today; the day after it is offered but not taken.
    await userEvent.keyboard('{ArrowRight}');
    expect(tomorrow).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(after('Purchase date')[0]).toHaveAttribute('aria-valuetext', 'Empty');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(event as HTMLElement);
    const later = within(screen.getByRole('grid')).getByRole('button', {
      name: /November 22, 2026/,
    });
    expect(later).not.toHaveAttribute('aria-disabled');
    await userEvent.click(later);
    expect(after('Event date')[1]).toHaveAttribute('aria-valuenow', '22');
  });
});

describe('commands in Chromium', () => {
  it('keeps a command button the same size while its confirmation is open', async () => {
    renderWith({
      fields: [
        wireField('verification.amount', 'DOUBLE', 'Amount', {
          commands: [
            {
              text: 'Split expense',
              command: 'SPLIT',
              confirmationRequired: true,
              confirmationText: 'Split this expense into rows?',
            },
          ],
        }),
      ],
    });
    const button = await screen.findByRole('button', { name: 'Split expense' });
    const before = button.getBoundingClientRect();
    await userEvent.click(button);
    await screen.findByRole('alertdialog');
    const during = button.getBoundingClientRect();
    expect([during.width, during.height, during.x, during.y]).toEqual([
      before.width,
      before.height,
      before.x,
      before.y,
    ]);
  });
});

describe('accessibility of every control', () => {
  it('has no axe violations in the all-controls envelope, with errors shown', async () => {
    const wire = scenarioEnvelope('allControls');
    (wire.fields as JsonObject[])[0] = {
      ...((wire.fields as JsonObject[])[0] as JsonObject),
      error: 'X',
      errorText: 'Name the report.',
    };
    const { container } = renderWith(wire);
    await screen.findByRole('textbox', { name: /^Report name/ });
    expect(await axeViolations(container)).toEqual([]);
    expect(
      within(container).getByRole('region', { name: 'Please correct these fields' }),
    ).toBeInTheDocument();
  });
});
