import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_IDS } from '../../src/mock';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';

export default {
  title: 'Flows/New receipt with OCR and QR',
  component: StoryForm,
} satisfies FormMeta;

/** Upload the sample receipt: the fiscal QR is read, OCR fills the amount, VAT, date and category; then save. */
export const UploadScanSave: Story = formStory(
  { args: { organizationId: MOCK_IDS.portugueseOrg } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByRole('textbox', { name: /^Report name/ }), 'Almoço');
      const blob = await (await fetch('/sample-receipt.png')).blob();
      await userEvent.upload(
        canvas.getByLabelText('Receipt', { selector: 'input[type=file]:not([capture])' }),
        new File([blob], 'sample-receipt.png', { type: 'image/png' }),
      );
      await expect(
        await canvas.findByRole('region', { name: 'Fiscal QR code' }, { timeout: 10_000 }),
      ).toHaveTextContent('€35.20');
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveValue('€35.20'),
      );
      await waitFor(() =>
        expect(canvas.getByRole('combobox', { name: /^Category/ })).toHaveValue('Meals'),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
      await expect(await canvas.findByText('Saved.')).toBeInTheDocument();
    },
  },
);
