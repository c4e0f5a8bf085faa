import { expect, within } from 'storybook/test';
import { MOCK_IDS } from '../../src/mock';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

export default {
  title: 'Flows/New receipt with OCR and QR',
  component: StoryForm,
} satisfies FormMeta;

/** The category "Meals" of the mock's seed. */
const MEALS = 'c1000000000000000000000000000002';

/** Upload the sample receipt: the fiscal QR is read, OCR fills the amount, VAT, date and category; then save. */
export const UploadScanSave: Story = formStory(
  { args: { organizationId: MOCK_IDS.portugueseOrg } },
  {
    play: async ({ canvasElement }) => {
      const form = storyDriver(canvasElement);
      await form.fill('Report name', 'Almoço');
      const blob = await (await fetch('/sample-receipt.png')).blob();
      // Waits for the QR code, the upload and its scan, and the pre-fill the scan started.
      await form.attach('Receipt', new File([blob], 'sample-receipt.png', { type: 'image/png' }));
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('region', { name: 'Fiscal QR code' })).toHaveTextContent(
        '€35.20',
      );
      await expect(await form.values()).toMatchObject({
        'verification.amount': 35.2,
        categoryId: MEALS,
      });
      await expect(canvas.getByRole('textbox', { name: /^Amount/ })).toHaveValue('€35.20');
      await expect(await form.field('Amount')).toMatchObject({ scanned: true });
      await expect(await form.submit()).toBe('saved');
      await expect(canvas.getByText('Saved.')).toBeInTheDocument();
    },
  },
);
