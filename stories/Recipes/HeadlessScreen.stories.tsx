import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MOCK_IDS, scenarioEnvelope } from '../../src/mock';
import { packageImports } from '../../test/tools/packageImports';
import { storyMock } from '../support/storyMock';
import { QuickExpense } from './QuickExpense';
import { InStoryLocale } from '../support/storyLocale';
import quickExpenseSource from './QuickExpense.tsx?raw';

/**
 * A report screen of your own on the headless form: `useFieldsForm` for the engine,
 * `<FieldsFormProvider>` for the parts, `<FormField>` and an input of your own with `useField`.
 */
const meta = {
  title: 'Recipes/Headless report screen',
  component: QuickExpense,
  beforeEach: () => storyMock.state.setEnvelope(MOCK_IDS.swedishOrg, scenarioEnvelope('basic')),
  // "Show code": the screen's file as a reader of the package writes it.
  parameters: { docs: { source: { code: packageImports(quickExpenseSource) } } },
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
