import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { applyMockSetup, type MockSetup } from '../support/mockSetup';
import { scenario } from '../support/scenario';
import { sourceSnippet } from '../support/sourceSnippet';
import { storyDriver } from '../support/storyDriver';
import { QuickExpense } from './QuickExpense';
import { InStoryLocale } from '../support/storyLocale';
import quickExpenseSource from './QuickExpense.tsx?raw';
import { lookSource } from '../support/storySnippet';

/**
 * A report screen of your own on the headless form: `useFieldsForm` for the engine,
 * `<FieldsFormProvider>` for the parts, `<FormField>` and an input of your own with `useField`.
 */
/** The mock the card is made for: the basic report (name and amount). */
const setup: MockSetup = { envelope: scenario('basic') };

const meta = {
  title: 'Recipes/Headless report screen',
  component: QuickExpense,
  beforeEach: applyMockSetup(setup),
  // "Show code": the screen's file as a reader of the package writes it, after the same mock
  // setup (pasted without it, the default envelope's mandatory fields are not on the card).
  parameters: { docs: { source: lookSource(sourceSnippet(quickExpenseSource, setup)) } },
} satisfies Meta<typeof QuickExpense>;
export default meta;

export const QuickExpenseCard: StoryObj<typeof meta> = {
  // The toolbar's language (stories/support/storyLocale.tsx).
  render: () => <InStoryLocale Example={QuickExpense} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Report name/ }), 'Parking');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Amount/ }), '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Send for approval' }));
    await expect(await canvas.findByText(/^Created R-\d+$/)).toBeInTheDocument();
    await expect(canvas.getByText('Saved.')).toHaveFocus();
  },
};

/** The testing driver finds the screen's own amount input by its label and by its property. */
export const FoundByTheDriver: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const form = storyDriver(canvasElement);
    await form.fill('Report name', 'Parking');
    await form.fill('Amount (SEK)', '15');
    await expect(await form.values()).toMatchObject({ 'verification.amount': 15 });
    await form.fill('verification.amount', '16');
    await expect(await form.field('Amount (SEK)')).toMatchObject({
      property: 'verification.amount',
    });
    await expect(await form.values()).toMatchObject({ 'verification.amount': 16 });
  },
};
