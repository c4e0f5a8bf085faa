import { cleanup, render, screen, within } from '@testing-library/react';
import preflight from 'tailwindcss/preflight.css?raw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DemoApp } from '../../src/demo/DemoApp';
import { startDemoMock } from '../../src/demo/mockWorker';
import '../../src/styles.css';
import viteStarter from '../fixtures/viteStarter.css?raw';

/**
 * The theme holds its own layout on a host page: under the stylesheet of Vite's React starter
 * (centred text, a centring body, heading, button and input rules) and under Tailwind v4's
 * preflight (in its `base` layer, as `@import 'tailwindcss'` puts it), the demo's report lays its
 * labels, error summary and fields out as on a bare page (ARCHITECTURE.md "Theme").
 */

/** Where the page lays a part out, in CSS pixels from the left of the element it belongs to. */
interface Layout {
  /** Each label's text: its left edge from its field's, and (a `<label>`) from its control's. */
  labels: string[];
  /** The error summary's headings and links: their text's left edge from the summary's. */
  summary: string[];
  /** Each label's bottom to its control's top. */
  labelGaps: number[];
  /** Each field's bottom to the next field's top. */
  fieldGaps: number[];
}

/** The left edge of what an element's text draws (its visually hidden words left out). */
function textLeft(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const lefts = [...range.getClientRects()].filter((rect) => rect.width > 1).map((r) => r.left);
  return Math.min(...lefts);
}

const left = (element: Element) => element.getBoundingClientRect().left;
const px = (value: number) => Math.round(value * 10) / 10;

function layoutOf(form: Element): Layout {
  const fields = [...form.querySelectorAll('.ef-field')].filter(
    (field) => !field.parentElement?.closest('.ef-field'),
  );
  const labels = fields.flatMap((field) => {
    const label = field.querySelector(':scope > .ef-label');
    if (!label) return [];
    const control = label.tagName === 'LABEL' ? label.nextElementSibling : null;
    const fromControl = control ? ` control ${px(textLeft(label) - left(control))}` : '';
    return [`${label.textContent}: field ${px(textLeft(label) - left(field))}${fromControl}`];
  });
  const summaryBox = form.querySelector('.ef-summary');
  const summary = summaryBox
    ? [...summaryBox.querySelectorAll('.ef-summary-title, a')].map(
        (part) => `${part.textContent}: ${px(textLeft(part) - left(summaryBox))}`,
      )
    : [];
  const labelGaps = fields.flatMap((field) => {
    const label = field.querySelector(':scope > label.ef-label');
    const control = label?.nextElementSibling;
    if (!label || !control) return [];
    return [px(control.getBoundingClientRect().top - label.getBoundingClientRect().bottom)];
  });
  const fieldGaps = fields
    .slice(1)
    .map((field, at) =>
      px(
        field.getBoundingClientRect().top - (fields[at] as Element).getBoundingClientRect().bottom,
      ),
    );
  return { labels, summary, labelGaps, fieldGaps };
}

/** Each number of `actual` within a pixel of `expected`'s. */
function expectClose(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, at) =>
    expect.soft(Math.abs(value - (expected[at] ?? NaN)), `at ${at}`).toBeLessThanOrEqual(1),
  );
}

const hosts: [string, string][] = [
  ['bare', ''],
  ["Vite's starter", viteStarter],
  ["Tailwind's preflight", `@layer base {\n${preflight}\n}`],
];

/** The demo's report under a host stylesheet, saved empty so that its summary shows. */
async function drawn(css: string, organization: string): Promise<Layout> {
  const host = document.createElement('style');
  host.textContent = css;
  document.head.append(host);
  try {
    // The starter's app mounts in #root, which its stylesheet styles.
    const root = document.body.appendChild(document.createElement('div'));
    root.id = 'root';
    render(<DemoApp />, { container: root });
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Organization' }),
      organization,
    );
    await screen.findByRole('textbox', { name: /^Report name/ }, { timeout: 10_000 });
    const form = screen.getByRole('form');
    for (const group of within(form).queryAllByRole('group', { name: /date|Meeting|updated/i }))
      await within(group).findAllByRole('spinbutton');
    const name = within(form).getByRole('textbox', { name: /^Report name/ });
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByRole('heading', { name: /correct these fields/ });
    return layoutOf(form);
  } finally {
    cleanup();
    document.getElementById('root')?.remove();
    host.remove();
  }
}

beforeAll(async () => {
  await startDemoMock();
  // Every field laid out as it is once seen (`content-visibility: auto`, ARCHITECTURE.md "Mount").
  const drawnWhole = document.createElement('style');
  drawnWhole.textContent = '.ef-field { content-visibility: visible; }';
  document.head.append(drawnWhole);
});
afterEach(() => cleanup());

describe.each([['Nordvik AB (Sweden, SEK)'], ['Every control']])(
  'the demo (%s) on a host page',
  (organization) => {
    it('lays out labels, the error summary and the fields as on a bare page', async () => {
      await page.viewport(1000, 900);
      const layouts: [string, Layout][] = [];
      for (const [name, css] of hosts) layouts.push([name, await drawn(css, organization)]);
      const [, bare] = layouts[0] as [string, Layout];
      // On the bare page a label's text starts where its control does.
      for (const label of bare.labels) expect.soft(label).not.toMatch(/control -?[1-9]/);
      expect(bare.summary.length).toBeGreaterThan(0);
      for (const [name, layout] of layouts.slice(1)) {
        expect
          .soft({ host: name, labels: layout.labels })
          .toEqual({ host: name, labels: bare.labels });
        expect.soft({ host: name, summary: layout.summary }).toEqual({
          host: name,
          summary: bare.summary,
        });
        expectClose(layout.labelGaps, bare.labelGaps);
        expectClose(layout.fieldGaps, bare.fieldGaps);
      }
    });
  },
);
