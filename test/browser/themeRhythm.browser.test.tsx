import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DemoApp } from '../../src/demo/DemoApp';
import { startDemoMock } from '../../src/demo/mockWorker';
import '../../src/styles.css';
import '../../src/demo/demo.css';

/**
 * The default theme's rhythm where people first see it (the demo, `npm run dev`): fields are
 * spaced clearly further apart than a label from its input, icon buttons are no taller than the
 * input beside them, and no two fields overlap; on a phone and on a desktop.
 */

interface Box {
  top: number;
  bottom: number;
  height: number;
}
const box = (element: Element): Box => {
  const { top, bottom, height } = element.getBoundingClientRect();
  return { top, bottom, height };
};

/** The form's fields in page order, nested fields (in groups and rows) left out. */
function topLevelFields(form: Element): Element[] {
  return [...form.querySelectorAll('.ef-field')].filter(
    (field) => !field.parentElement?.closest('.ef-field') && box(field).height > 0,
  );
}

/** What the page shows of the rhythm, in CSS pixels. */
interface Rhythm {
  /** Each label's bottom to its control's top. */
  labelGaps: number[];
  /** Each field's bottom (its input, or its message) to the next field's label top. */
  fieldGaps: number[];
  /** [button, the input beside it] heights. */
  calendar: [number, number][];
  combobox: [number, number][];
  /** Heights of the single-line inputs, selects and date groups. */
  inputs: number[];
  /** Heights of the form's buttons (guest rows, receipts, Save). */
  buttons: number[];
}

function measure(form: Element): Rhythm {
  const fields = topLevelFields(form);
  const labelGaps = fields.flatMap((field) => {
    const label = field.querySelector(':scope > .ef-label');
    const control = label?.nextElementSibling;
    // A legend sits in its fieldset's border: its gap is the fieldset's padding.
    if (!label || !control || label.tagName === 'LEGEND') return [];
    return [box(control).top - box(label).bottom];
  });
  const fieldGaps = fields.slice(1).map((field, at) => {
    const previous = fields[at] as Element;
    const label = field.querySelector(':scope > .ef-label') ?? field;
    return box(label).top - box(previous).bottom;
  });
  const pairs = (button: string, input: string) =>
    [...form.querySelectorAll(button)].map((element): [number, number] => {
      const beside = element.parentElement?.querySelector(input);
      return [box(element).height, beside ? box(beside).height : Number.NaN];
    });
  return {
    labelGaps,
    fieldGaps,
    calendar: pairs('.ef-date-button', '.ef-date-field'),
    combobox: pairs('.ef-combobox-button', '.ef-input'),
    inputs: [...form.querySelectorAll('.ef-input:not(textarea), .ef-date-field')].map(
      (element) => box(element).height,
    ),
    buttons: [...form.querySelectorAll('.ef-button')].map((element) => box(element).height),
  };
}

/** Fields whose boxes overlap the next one's (a negative gap between field boxes). */
function overlaps(form: Element): string[] {
  const fields = topLevelFields(form);
  return fields.slice(1).flatMap((field, at) => {
    const previous = fields[at] as Element;
    return box(field).top < box(previous).bottom - 0.5
      ? [`${previous.getAttribute('data-field')} / ${field.getAttribute('data-field')}`]
      : [];
  });
}

const round = (values: number[]) => values.map((value) => Math.round(value * 10) / 10);

beforeAll(async () => {
  await startDemoMock();
  // Fields far below the viewport are not laid out until scrolled to (`content-visibility: auto`,
  // ARCHITECTURE.md "Mount"): measure every field as it is drawn once it is seen.
  const drawn = document.createElement('style');
  drawn.textContent = '.ef-field { content-visibility: visible; }';
  document.head.append(drawn);
});
afterEach(() => cleanup());

describe.each([
  ['phone', 390],
  ['desktop', 1280],
])('the demo on a %s (%i px)', (_device, width) => {
  it.each([
    ['the new expense report', 'Nordvik AB (Sweden, SEK)'],
    ['every control', 'Every control'],
  ])('%s keeps its rhythm', async (_name, organization) => {
    await page.viewport(width, 900);
    render(<DemoApp />);
    const chooser = await screen.findByRole('combobox', { name: 'Organization' });
    await userEvent.selectOptions(chooser, organization);
    await screen.findByRole('textbox', { name: /^Report name/ }, { timeout: 10_000 });
    const form = screen.getByRole('form');
    // Date fields draw in the form's language (a lazy chunk): wait for their segments.
    const dates = within(form).queryAllByRole('group', { name: /date|Meeting|updated/i });
    for (const group of dates) await within(group).findAllByRole('spinbutton');
    const rhythm = measure(form);
    console.info(
      `${organization} at ${width} px: label→input ${JSON.stringify(round(rhythm.labelGaps))}, ` +
        `field→field ${JSON.stringify(round(rhythm.fieldGaps))}, calendar ${JSON.stringify(rhythm.calendar)}, ` +
        `combobox ${JSON.stringify(rhythm.combobox)}, inputs ${JSON.stringify(round(rhythm.inputs))}, ` +
        `buttons ${JSON.stringify(round(rhythm.buttons))}`,
    );
    const widestLabelGap = Math.max(...rhythm.labelGaps);
    expect(widestLabelGap).toBeGreaterThan(0);
    expect(Math.min(...rhythm.fieldGaps)).toBeGreaterThanOrEqual(2 * widestLabelGap - 0.5);
    expect(rhythm.calendar.length).toBeGreaterThan(0);
    for (const [button, input] of rhythm.calendar) expect(button).toBeLessThanOrEqual(input + 1);
    expect(rhythm.combobox.length).toBeGreaterThan(0);
    for (const [button, input] of rhythm.combobox) expect(button).toBeLessThanOrEqual(input + 1);
    // One look: every single-line control as tall as the others, buttons at least as tall.
    const height = rhythm.inputs[0] ?? 0;
    for (const input of rhythm.inputs) expect(Math.abs(input - height)).toBeLessThanOrEqual(1);
    for (const button of rhythm.buttons) expect(button).toBeGreaterThanOrEqual(height - 1);
    // The calendar and list buttons draw an icon, not a text glyph.
    for (const button of form.querySelectorAll('.ef-date-button, .ef-combobox-button'))
      expect(getComputedStyle(button, '::before').maskImage).toContain('svg');
    expect(overlaps(form)).toEqual([]);
  });
});
