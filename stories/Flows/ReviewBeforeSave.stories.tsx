import { expect, userEvent, within } from 'storybook/test';
import { scenarioEnvelope } from '../../src/mock';
import type { JsonObject } from '../../src/core/wire/model/types';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { scenario } from '../support/scenario';
import { storyDriver } from '../support/storyDriver';
import { storyMock } from '../support/storyMock';

/**
 * `reviewBeforeSave`: Save first shows what changed since the form was loaded, in Save's place,
 * with "Confirm and save" and "Back to editing" (the manual's "Undo and review").
 */
export default {
  title: 'Flows/Review before save',
  component: StoryForm,
} satisfies FormMeta;

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');
const creates = () =>
  storyMock.requests.filter((request) => request.endpoint === 'createReport').length;

/** The basic report with its name and amount already filled, as if saved before. */
const filledIn = scenario('basic', {
  fields: (scenarioEnvelope('basic').fields as JsonObject[]).map((field) =>
    field.property === 'name'
      ? { ...field, value: 'Client dinner' }
      : field.property === 'verification.amount'
        ? { ...field, value: 120 }
        : field,
  ),
});

/** Save shows the two changed fields before and now; focus is on the step's heading. */
export const Default: Story = formStory(
  { args: { reviewBeforeSave: true }, mock: { envelope: scenario('basic') } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Client dinner');
      await form.fill('Amount', '120');
      await expect(await form.submit({ review: 'open' })).toBe('reviewing');
      const step = within(canvasElement).getByRole('dialog', { name: 'Review your changes' });
      await expect(
        within(step).getByRole('heading', { name: 'Review your changes' }),
      ).toHaveFocus();
      const rows = within(within(step).getByRole('table', { name: 'Changed (2)' }))
        .getAllByRole('row')
        .map((row) => plain(row.textContent));
      await expect(rows).toEqual([
        'FieldBeforeNow',
        'Report name(empty)Client dinner',
        'Amount(empty)120.00',
      ]);
      await expect(creates()).toBe(0);
    },
  },
);

/** Escape goes back to editing with every value kept and focus on Save; Enter, then Confirm, saves once. */
export const BackThenConfirm: Story = formStory(
  { args: { reviewBeforeSave: true }, mock: { envelope: scenario('basic') } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Client dinner');
      await form.fill('Amount', '120');
      await expect(await form.submit({ review: 'open' })).toBe('reviewing');
      await userEvent.keyboard('{Escape}');
      await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
      await expect(await form.status()).toBe('ready');
      await expect(await form.values()).toMatchObject({
        name: 'Client dinner',
        'verification.amount': 120,
      });
      // Enter in a field is Save too: the step again, which the driver's submit() confirms.
      await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '{Enter}');
      await expect(await form.status()).toBe('reviewing');
      await expect(await form.submit()).toBe('saved');
      await expect(canvas.getByText('Saved.')).toBeInTheDocument();
      await expect(creates()).toBe(1);
    },
  },
);

/** Nothing changed since the form was loaded: the step says so, and saving is still allowed. */
export const NoChanges: Story = formStory(
  { args: { reviewBeforeSave: true }, mock: { envelope: filledIn } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await expect(await form.submit({ review: 'open' })).toBe('reviewing');
      const step = within(canvasElement).getByRole('dialog', { name: 'Review your changes' });
      await expect(step).toHaveAccessibleDescription(
        'You have not changed anything since the form was loaded. You can still save it.',
      );
      await expect(within(step).queryByRole('table')).toBeNull();
      await expect(within(step).getByRole('button', { name: 'Confirm and save' })).toBeEnabled();
    },
  },
);
