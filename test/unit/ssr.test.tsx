// @vitest-environment node
// Server rendering (ARCHITECTURE.md "Server rendering"): `<FieldsForm initialEnvelope>`
// renders its fields with `renderToString` in Node, where there is no window, document or
// navigator (a touch of one throws), and makes no load for them.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExpenseClient } from '../../src/core/http/client';
import { parseEnvelope } from '../../src/core/wire/envelope';
import { holdsValue, indexFields } from '../../src/core/wire/fieldIndex';
import type { JsonObject } from '../../src/core/wire/model/types';
import { loadMessages } from '../../src/i18n/messages';
import { scenarioEnvelope } from '../../src/mock';
import { basicEnvelope } from '../../src/mock/scenarios/basic';
import { wireField } from '../../src/mock/scenarios/wireField';
import { FieldsForm, type FieldsFormProps } from '../../src/react/form/FieldsForm';
import { scriptedTransport } from '../tools/scriptedTransport';

/** The basic report with values in its fields, as the service's JSON. */
function filledReport(): JsonObject {
  const wire = basicEnvelope(4);
  const values: Record<string, JsonObject[keyof JsonObject]> = {
    name: 'Trip to Lund',
    'verification.amount': 1234.5,
    'verification.representation.numberOfGuests': 3,
    comment: 'Dinner & <b>drinks</b>',
  };
  return {
    ...wire,
    fields: (wire.fields as JsonObject[]).map((field) =>
      Object.hasOwn(values, String(field.property))
        ? { ...field, value: values[String(field.property)] ?? null }
        : field,
    ),
  };
}

/** A back end that counts what it is asked: the server render must ask nothing. */
function render(props: Partial<FieldsFormProps> & Pick<FieldsFormProps, 'initialEnvelope'>) {
  const backend = scriptedTransport(parseEnvelope(filledReport()));
  const html = renderToString(
    <FieldsForm source={{ transport: backend.transport, key: 'ssr' }} label="Report" {...props} />,
  );
  return { html, backend };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});
afterEach(() => {
  // No warning either: a missing server snapshot or a layout effect would say so here.
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

describe('server rendering with an initial envelope', () => {
  it('runs where no DOM exists', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
    expect(typeof navigator).toBe('undefined');
  });

  it('renders every visible field with its label and value from the raw JSON, and loads nothing', () => {
    const onError = vi.fn();
    const { html, backend } = render({ initialEnvelope: filledReport(), onError });
    expect(html).toContain('Report name');
    expect(html).toMatch(/<input[^>]*value="Trip to Lund"/);
    // An amount is drawn as it shows while not edited (grouped), the same text the browser draws.
    expect(html).toMatch(/<input[^>]*value="1,234.50"/);
    expect(html).toMatch(/<input[^>]*value="3"/);
    // Server text is text: the comment's markup is escaped, never parsed.
    expect(html).toContain('Dinner &amp; &lt;b&gt;drinks&lt;/b&gt;');
    expect(html).not.toContain('<b>drinks');
    expect(html).not.toContain('Loading the form');
    // Hidden fields are not drawn (their values go back as they came).
    expect(html).not.toContain('trace-7');
    for (const { item, shown } of indexFields(parseEnvelope(filledReport()))) {
      if (shown && item.name) expect(html).toContain(item.name);
    }
    expect(backend.calls).toHaveLength(0);
    // Nothing is told during a render: warnings and failures wait for the session's start.
    expect(onError).not.toHaveBeenCalled();
  });

  it('takes a parsed envelope as it is', () => {
    const { html, backend } = render({ initialEnvelope: parseEnvelope(filledReport()) });
    expect(html).toMatch(/<input[^>]*value="Trip to Lund"/);
    expect(backend.calls).toHaveLength(0);
  });

  it('renders every control type of the scenarios without a browser', () => {
    for (const name of ['allControls', 'receipt', 'mileage', 'representation'] as const) {
      const wire = scenarioEnvelope(name);
      const { html, backend } = render({ initialEnvelope: wire });
      const shown = indexFields(parseEnvelope(wire)).filter(
        ({ item, shown: visible }) => visible && holdsValue(item) && item.name,
      );
      expect(shown.length).toBeGreaterThan(0);
      for (const { item } of shown) expect(html).toContain(escapeHtml(item.name ?? ''));
      expect(backend.calls).toHaveLength(0);
    }
  });

  it('reads the raw JSON with the wire names of the source client', () => {
    const client = createExpenseClient({
      baseUrl: 'https://api.expense.test',
      getAccessToken: () => 'token',
      wireNames: { maxDecimals: 'places' },
    });
    const html = renderToString(
      <FieldsForm
        source={{ organizationId: '7d8e3a5c4e8f4a379e0a6a1f2d3b4c5d', client }}
        initialEnvelope={{
          fields: [
            wireField('verification.amount', 'DOUBLE', 'Amount', { value: 12.5, places: 3 }),
          ],
          meta: {},
        }}
      />,
    );
    // `places` read as the maximum of decimals: the amount is shown with three.
    expect(html).toMatch(/<input[^>]*value="12.500"/);
  });

  it('renders the load failure with the envelope error when the initial envelope does not parse', () => {
    const onError = vi.fn();
    const { html, backend } = render({
      initialEnvelope: { fields: [{ name: 'No property or controlType' }] },
      onError,
    });
    expect(html).toContain('The form could not be loaded.');
    expect(html).toContain('fields[0].property');
    expect(html).toContain('Try again');
    expect(html).not.toContain('No property or controlType');
    expect(backend.calls).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('shows the loading state for a language whose strings are not loaded, and the fields once they are', async () => {
    const before = render({ initialEnvelope: filledReport(), locale: 'sv' });
    expect(before.html).toContain('Loading the form');
    expect(before.html).not.toContain('Trip to Lund');
    await loadMessages('sv');
    const after = render({ initialEnvelope: filledReport(), locale: 'sv' });
    // Numbers in the locale's format: the same text the browser's first render writes.
    expect(after.html).toMatch(/<input[^>]*value="1[\s\u00a0\u202f]234,50"/);
    expect(after.html).toContain('Spara');
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}
