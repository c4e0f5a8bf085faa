import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { versionField, wireField } from '../../src/mock/scenarios/wireField';
import { exampleStory, type ExampleStory } from '../support/exampleStory';
import { scenario } from '../support/scenario';
import { Example as OwnAmountInput } from './examples/OwnAmountInput';
import ownAmountInput from './examples/OwnAmountInput.tsx?raw';
import { Example as OwnLabel } from './examples/OwnLabel';
import ownLabel from './examples/OwnLabel.tsx?raw';
import { Example as ReadOnlyWithEdit } from './examples/ReadOnlyWithEdit';
import readOnlyWithEdit from './examples/ReadOnlyWithEdit.tsx?raw';
import { Example as ReceiptBeside } from './examples/ReceiptBeside';
import receiptBeside from './examples/ReceiptBeside.tsx?raw';
import { Example as StepsByGroup } from './examples/StepsByGroup';
import stepsByGroup from './examples/StepsByGroup.tsx?raw';
import { Example as TwoColumns } from './examples/TwoColumns';
import twoColumns from './examples/TwoColumns.tsx?raw';

/**
 * Report screens of your own in a few lines: place fields anywhere inside
 * `<FieldsForm>` (its children are the layout) or a `<FieldsFormProvider>` over `useFieldsForm`.
 * "Show code" is each example's whole file.
 */
export default { title: 'Recipes/Report screens' } satisfies Meta;

/** Two fields side by side in `.ef-grid`, the rest below; saving works as in the default form. */
export const TwoColumnScreen: ExampleStory = exampleStory(
  TwoColumns,
  twoColumns,
  { envelope: scenario('basic') },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const name = await canvas.findByRole('textbox', { name: /^Report name/ });
      const amount = canvas.getByRole('textbox', { name: /^Amount/ });
      await expect(name.closest('.ef-grid')).toBe(amount.closest('.ef-grid'));
      await expect(
        canvas.getByRole('textbox', { name: /^Comment/ }).closest('.ef-grid'),
      ).toBeNull();
      await userEvent.type(name, 'Parking');
      await userEvent.type(amount, '15');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
    },
  },
);

/**
 * Labels of the screen's own: the amount is "Total incl. VAT" with help, and keeps its required
 * mark, its accessible name and the server's error under it; fields stacked in a column of the
 * screen's own keep the theme's gap.
 */
export const OwnLabelScreen: ExampleStory = exampleStory(
  OwnLabel,
  ownLabel,
  { envelope: scenario('basic') },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const total = await canvas.findByRole('textbox', { name: 'Total incl. VAT (required)' });
      await expect(total).toHaveAccessibleDescription('As on the receipt, VAT included.');
      const field = total.closest('.ef-field') as HTMLElement;
      await expect(field.querySelector('[data-ef-part="required"]')).toHaveTextContent('*');
      const name = canvas.getByRole('textbox', { name: 'Trip (required)' });
      const comment = canvas.getByRole('textbox', { name: 'Comment' });
      const nameField = name.closest('.ef-field') as HTMLElement;
      const commentField = comment.closest('.ef-field') as HTMLElement;
      const gap =
        commentField.getBoundingClientRect().top - nameField.getBoundingClientRect().bottom;
      await expect(gap).toBeGreaterThan(8);
      await userEvent.type(name, 'Parking');
      await userEvent.type(total, '-5');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(total).toHaveAttribute('aria-invalid', 'true'));
      await expect(total).toHaveAccessibleDescription(
        'The amount cannot be negative. As on the receipt, VAT included.',
      );
    },
  },
);

/** Each FIELD_GROUP of the envelope is a step, with Back and Next; Save on the last step. */
export const StepByStep: ExampleStory = exampleStory(
  StepsByGroup,
  stepsByGroup,
  {
    envelope: {
      fields: [
        wireField('trip', 'FIELD_GROUP', 'Trip', {
          fields: [wireField('trip.from', 'TEXT', 'From'), wireField('trip.to', 'TEXT', 'To')],
        }),
        wireField('costs', 'FIELD_GROUP', 'Costs', {
          fields: [wireField('costs.amount', 'DOUBLE', 'Amount', { maxDecimals: 2 })],
        }),
        versionField(null),
      ],
    },
  },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('group', { name: 'Trip' })).toBeInTheDocument();
      await expect(canvas.getByRole('form', { name: 'Step 1 of 2' })).toBeInTheDocument();
      await userEvent.type(canvas.getByRole('textbox', { name: /^From/ }), 'Stockholm');
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(await canvas.findByRole('group', { name: 'Costs' })).toBeInTheDocument();
      await expect(canvas.queryByRole('group', { name: 'Trip' })).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      // The value typed on the first step is still there.
      await expect(await canvas.findByRole('textbox', { name: /^From/ })).toHaveValue('Stockholm');
    },
  },
);

/** Read-only until "Edit": no actions and read-only inputs, then the editable form. */
export const ReadOnlyWithEditToggle: ExampleStory = exampleStory(
  ReadOnlyWithEdit,
  readOnlyWithEdit,
  { envelope: scenario('basic') },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('textbox', { name: /^Report name/ })).toHaveAttribute(
        'readonly',
      );
      await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
      const name = await canvas.findByRole('textbox', { name: /^Report name/ });
      await waitFor(() => expect(name).not.toHaveAttribute('readonly'));
      await userEvent.type(name, 'Taxi');
      await expect(name).toHaveValue('Taxi');
      await expect(canvas.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    },
  },
);

/** The receipt and its preview in a column of its own beside the other fields. */
export const ReceiptPreviewBeside: ExampleStory = exampleStory(
  ReceiptBeside,
  receiptBeside,
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const preview = await canvas.findByRole('complementary', { name: 'Receipt preview' });
      await expect(
        within(preview).getByLabelText('Receipt', { selector: 'input[type=file]:not([capture])' }),
      ).toBeInTheDocument();
      await expect(within(preview).queryByRole('textbox', { name: /^Amount/ })).toBeNull();
      await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toBeInTheDocument();
    },
  },
);

/** The app's own amount input on `useField`: a server error lands on it, with its ARIA. */
export const CustomAmountInput: ExampleStory = exampleStory(
  OwnAmountInput,
  ownAmountInput,
  { envelope: scenario('basic') },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByRole('textbox', { name: /^Report name/ }), 'Lunch');
      const amount = canvas.getByRole('textbox', { name: /^Amount/ });
      await expect(amount).not.toHaveClass('ef-number');
      await userEvent.type(amount, '-5');
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
      await expect(amount).toHaveAccessibleDescription('The amount cannot be negative.');
      await expect(amount).toHaveValue('-5');
    },
  },
);
