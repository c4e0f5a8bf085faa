import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleStory, type ExampleStory } from '../support/exampleStory';
import { storyDriver } from '../support/storyDriver';
import { Example as ChangesAbove } from '../Recipes/examples/ChangesAbove';
import changesAbove from '../Recipes/examples/ChangesAbove.tsx?raw';
import { Example as HiddenChanges } from '../Recipes/examples/HiddenChanges';
import hiddenChanges from '../Recipes/examples/HiddenChanges.tsx?raw';

/**
 * `<ChangeSummary />`: what changed since a base envelope (the one loaded, by default), live, with
 * each value as the form shows it. "Show code" is each example's whole file.
 */
export default { title: 'Flows/Changes' } satisfies Meta;

const summaryOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Changes' }));
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

/** Typed values show at once: the amount in its currency, before and now. */
export const WhatChanged: ExampleStory = exampleStory(
  ChangesAbove,
  changesAbove,
  {},
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Client visit');
      await form.fill('Amount', '1350');
      const summary = await summaryOf(canvasElement);
      await expect(summary.getByRole('status')).toHaveTextContent('2 changes');
      const table = summary.getByRole('table', { name: 'Changed (2)' });
      const rows = within(table)
        .getAllByRole('row')
        .map((row) => plain(row.textContent));
      await expect(rows).toEqual([
        'FieldBeforeNow',
        'Report name(empty)Client visit',
        'Amount(empty)SEK 1,350.00',
      ]);
    },
  },
);

/** Nothing typed yet: the summary says so. */
export const NoneChanged: ExampleStory = exampleStory(
  ChangesAbove,
  changesAbove,
  {},
  {
    play: async ({ canvasElement }) => {
      await storyDriver(canvasElement).settled();
      const summary = await summaryOf(canvasElement);
      await expect(summary.getByRole('status')).toHaveTextContent('No changes.');
      await expect(summary.queryByRole('table')).toBeNull();
    },
  },
);

/** Another expense type re-calls: the server swaps fields, and the summary lists them. */
export const AddedAndRemoved: ExampleStory = exampleStory(
  ChangesAbove,
  changesAbove,
  {},
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.choose('Expense type', 'Mileage');
      await form.settled();
      const summary = await summaryOf(canvasElement);
      const names = (name: RegExp) =>
        within(summary.getByRole('table', { name }))
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent);
      await expect(names(/^Changed/)).toEqual(['Expense type']);
      await expect(names(/^Added/)).toEqual(['Travel date', 'Car type', 'Distance (km)', 'Route']);
      await expect(names(/^Removed/)).toContain('Amount');
    },
  },
);

/** Against an envelope the app kept, invisible fields shown on request, marked. */
export const InvisibleShown: ExampleStory = exampleStory(
  HiddenChanges,
  hiddenChanges,
  {},
  {
    play: async ({ canvasElement }) => {
      const summary = await summaryOf(canvasElement);
      const table = summary.getByRole('table', { name: 'Changed (2)' });
      const rows = within(table)
        .getAllByRole('row')
        .map((row) => plain(row.textContent));
      await expect(rows).toEqual([
        'FieldBeforeNow',
        'Report nameConference in Oslo(empty)',
        'version (hidden field)1(empty)',
      ]);
    },
  },
);
