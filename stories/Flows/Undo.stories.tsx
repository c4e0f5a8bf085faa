import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleStory, type ExampleStory } from '../support/exampleStory';
import { scenario } from '../support/scenario';
import { storyDriver } from '../support/storyDriver';
import { storyMock } from '../support/storyMock';

const recalls = () => storyMock.requests.filter((request) => request.endpoint === 'recall').length;
import { Example as UndoToolbar } from '../Recipes/examples/UndoToolbar';
import undoToolbar from '../Recipes/examples/UndoToolbar.tsx?raw';

/**
 * Undo and redo across the whole form (ARCHITECTURE.md "History"): a run of typing is one step, a
 * choice is one step; undoing a choice that re-called asks the server again, and redoing it puts
 * back what was typed in the fields that come back.
 */
export default { title: 'Flows/Undo' } satisfies Meta;

/** An amount, an expense type that brings new fields, a typed guest count: three undos, three redos. */
export const UndoAcrossARecall: ExampleStory = exampleStory(
  UndoToolbar,
  undoToolbar,
  {},
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.settled();
      const loaded = await form.values();
      await form.fill('Amount', '250');
      await form.choose('Expense type', 'Representation');
      await form.fill('Number of guests', '3');
      const done = await form.values();
      // The summary against the loaded form: the two fields changed, the three the type added.
      const canvas = within(canvasElement);
      const rows = (name: string) =>
        within(canvas.getByRole('table', { name }))
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent);
      await expect(rows('Changed (2)')).toEqual(['Expense type', 'Amount']);
      await expect(rows('Added (3)')).toEqual(['Guests', 'Number of guests', 'Includes alcohol']);
      const before = recalls();
      await form.undo();
      await form.undo();
      await expect(await form.field('Number of guests')).toMatchObject({ visible: false });
      await form.undo();
      await expect(await form.values()).toEqual(loaded);
      // One re-call for each undone step of a field that re-calls: the expense type and the amount.
      await expect(recalls() - before).toBe(2);
      await expect(canvas.getByText('No changes.')).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
      await form.redo();
      await form.redo();
      await form.redo();
      await expect(await form.values()).toEqual(done);
    },
  },
);

/** After a successful save nothing earlier can be undone, and the button says so. */
export const AfterASave: ExampleStory = exampleStory(
  UndoToolbar,
  undoToolbar,
  { envelope: scenario('basic') },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Client lunch');
      await form.fill('Amount', '120');
      await expect(await form.submit()).toBe('saved');
      const undo = within(canvasElement).getByRole('button', { name: 'Undo' });
      await expect(undo).toBeDisabled();
      await expect(undo).toHaveAccessibleDescription(
        'Saved: earlier changes can no longer be undone.',
      );
    },
  },
);
