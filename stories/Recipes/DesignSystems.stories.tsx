import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { exampleStory, type ExampleStory } from '../support/exampleStory';
import { scenario } from '../support/scenario';
import { storyDriver } from '../support/storyDriver';
import { Example as MuiReport } from './examples/MuiReport';
import muiSource from './examples/MuiReport.tsx?raw';
import { Example as OwnLookReport } from './examples/OwnLook';
import ownLookSource from './examples/OwnLook.tsx?raw';
import { Example as ShadcnReport } from './examples/ShadcnReport';
import shadcnSource from './examples/ShadcnReport.tsx?raw';

/**
 * The form in your app's design system: `muiControls` (expense-fields/mui), `shadcnControls`
 * (expense-fields/shadcn), or a look of your own on the headless hooks. Every behaviour is the
 * library's in each (the toolbar's Look draws every other story in them too).
 */
export default { title: 'Recipes/Design systems', component: MuiReport } satisfies Meta<
  typeof MuiReport
>;

/**
 * Save refused, driven by the testing kit (which reads only the look-neutral markers): the server's
 * message lands on the amount, in the look's own message part.
 */
async function refusedSave(canvasElement: HTMLElement) {
  const form = storyDriver(canvasElement);
  await form.fill('Report name', 'Lunch');
  await form.fill('Amount', '-5');
  await expect(await form.submit()).toBe('invalid');
  await expect(await form.errors()).toEqual({
    'verification.amount': { message: 'The amount cannot be negative.', kind: 'error' },
  });
  const canvas = within(canvasElement);
  const amount = canvas.getByRole('textbox', { name: /^Amount/ });
  await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
  await expect(amount).toHaveAccessibleDescription('The amount cannot be negative.');
  return { canvas, amount };
}

export const MaterialUi: ExampleStory = exampleStory(
  MuiReport,
  muiSource,
  { envelope: scenario('basic') },
  {
    play: async ({ canvasElement }) => {
      const { canvas, amount } = await refusedSave(canvasElement);
      // MUI's own parts: its filled input (the app theme's default), helper text, alert, button.
      await expect(amount.closest('.MuiFilledInput-root')).not.toBeNull();
      await expect(canvasElement.querySelector('.MuiFormHelperText-root.Mui-error')).not.toBeNull();
      await expect(canvasElement.querySelector('[data-ef-part="summary"]')).toHaveClass(
        'MuiAlert-root',
      );
      await expect(canvas.getByRole('button', { name: 'Save' })).toHaveClass('MuiButton-root');
    },
  },
);

export const ShadcnUi: ExampleStory = {
  ...exampleStory(
    ShadcnReport,
    shadcnSource,
    { envelope: scenario('basic') },
    {
      play: async ({ canvasElement }) => {
        const { canvas, amount } = await refusedSave(canvasElement);
        await expect(amount).toHaveAttribute('data-slot', 'input');
        const message = canvasElement.querySelector('[data-slot="form-message"]');
        await expect(message).toHaveClass('text-destructive');
        // The app's --primary colours Save (Tailwind's bg-primary).
        const save = canvas.getByRole('button', { name: 'Save' });
        await expect(save).toHaveClass('bg-primary');
        await expect(getComputedStyle(save).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
      },
    },
  ),
  decorators: [
    (Story) => (
      <div className="ef-story-shadcn">
        <Story />
      </div>
    ),
  ],
};

export const OwnLook: ExampleStory = exampleStory(
  OwnLookReport,
  ownLookSource,
  { envelope: scenario('basic') },
  {
    play: async ({ canvasElement }) => {
      const { amount } = await refusedSave(canvasElement);
      // The look's pill input, described by the server's message in the look's frame.
      await expect(amount.style.borderRadius).toBe('999px');
    },
  },
);
