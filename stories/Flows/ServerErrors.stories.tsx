import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';
import { scenario } from '../support/scenario';
import { formStory } from '../support/formStory';
import { saveNegativeAmount } from '../support/saveNegativeAmount';
import { storyDriver } from '../support/storyDriver';

export default {
  title: 'Flows/Server validation errors',
  component: StoryForm,
} satisfies FormMeta;

/**
 * The server refuses a negative amount: the error lands on the field and is summarised. The story
 * ends showing the error (a story ends in the state its name promises).
 */
export const NegativeAmount: Story = formStory(
  { mock: { envelope: scenario('basic') } },
  {
    play: async ({ canvasElement }) => {
      await saveNegativeAmount(canvasElement);
      const amount = within(canvasElement).getByRole('textbox', { name: /^Amount/ });
      await waitFor(() => expect(amount).toHaveFocus());
      await expect(amount).toHaveValue('-5');
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(amount).toHaveAccessibleDescription('The amount cannot be negative.');
      await expect(
        within(canvasElement).getByRole('region', { name: 'Please correct these fields' }),
      ).toHaveTextContent('Amount: The amount cannot be negative.');
    },
  },
);

/** The same refusal, then the user corrects the amount: the server's error clears on the edit. */
export const NegativeAmountCorrected: Story = formStory(
  { mock: { envelope: scenario('basic') } },
  {
    play: async ({ canvasElement }) => {
      const form = await saveNegativeAmount(canvasElement);
      await form.fill('Amount', '5');
      await expect(await form.errors()).toEqual({});
      await expect(await form.summary()).toEqual({ errors: [], warnings: [] });
      await expect(
        within(canvasElement).queryByRole('region', { name: 'Please correct these fields' }),
      ).toBeNull();
    },
  },
);

/** Empty mandatory fields are caught before anything is sent. */
export const MissingFields: Story = formStory(
  { mock: { envelope: scenario('basic') } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await expect(await form.submit()).toBe('invalid');
      await expect((await form.summary()).errors).toHaveLength(2);
      await expect(
        within(canvasElement).getByRole('textbox', { name: /^Report name/ }),
      ).toHaveFocus();
      await expect(
        storyMock.requests.filter((request) => request.endpoint === 'createReport'),
      ).toHaveLength(0);
    },
  },
);

/** Errors and warnings under their own headings: the warnings' heading does not read as blocking. */
export const ErrorsAndWarnings: Story = formStory(
  {
    args: {
      envelope: scenario('basic', {
        validationErrors: [
          { property: 'name', code: 'TAKEN', message: 'The name is taken.', level: 'ERROR' },
          {
            property: 'verification.amount',
            code: 'AMOUNT_OVER_LIMIT',
            message: 'The amount is over the limit of 5000 SEK.',
            level: 'WARNING',
          },
          {
            property: 'receipt',
            code: 'RECEIPT',
            message: 'No receipt is attached.',
            level: 'WARNING',
          },
        ],
      }),
    },
  },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.settled();
      await expect(await form.summary()).toEqual({
        errors: ['Report name: The name is taken.'],
        warnings: ['Amount: The amount is over the limit of 5000 SEK.', 'No receipt is attached.'],
      });
      const canvas = within(canvasElement);
      const warnings = canvas.getByRole('region', { name: 'Check these before saving' });
      await userEvent.click(within(warnings).getByRole('link', { name: /^Amount/ }));
      await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveFocus();
    },
  },
);
