import { expect, userEvent, within } from 'storybook/test';
import type { JsonObject } from '../../src/core/wire/types';
import { MOCK_IDS } from '../../src/mock';
import { wireField } from '../../src/mock/scenarios/wireField';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';

const attached = {
  id: 'e2000000000000000000000000000001',
  personId: MOCK_IDS.person,
  contentType: 'application/pdf',
  isTemporary: true,
  signatureType: null,
  signatureUrl: null,
  name: 'hotel-invoice.pdf',
  description: '',
};
const receipt = (extra: JsonObject) => ({
  fields: [wireField('verification.receiptAttachment', 'CONTENT_HOLDER', 'Receipt', extra)],
});
/** A story on the mock service, which serves this envelope for the organization's new report. */
const onMock = (
  envelope: ReturnType<typeof receipt>,
  story: Story = {},
  organizationId: string = MOCK_IDS.swedishOrg,
  args = {},
) => formStory({ args, mock: { organizationId, envelope } }, story);

/** CONTENT_HOLDER uploads to the mock service (spec 4.3). */
export default { title: 'Controls/CONTENT_HOLDER', component: StoryForm } satisfies FormMeta;

/** The picker is found by the field's label; its name starts with its visible words (WCAG 2.5.3). */
const namedPicker =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('Receipt', {
      selector: 'input[type=file]:not([capture])',
    });
    await expect(input).toHaveAccessibleName(name);
  };

export const Default: Story = onMock(receipt({}), { play: namedPicker('Choose file, Receipt') });
export const Filled: Story = onMock(receipt({ value: attached }), {
  play: namedPicker('Replace the file, Receipt'),
});
export const Error: Story = onMock(
  receipt({ value: attached, error: 'UNREADABLE', errorText: 'The receipt could not be read.' }),
);
export const Disabled: Story = onMock(receipt({ value: attached, enabled: false }));
export const ReadOnly: Story = onMock(receipt({ value: attached }), {}, MOCK_IDS.swedishOrg, {
  readOnly: true,
});
/** Read-only with nothing attached (a saved report): the label names a line that says so. */
export const ReadOnlyEmpty: Story = onMock(
  receipt({}),
  {
    play: async ({ canvasElement }) => {
      const output = await within(canvasElement).findByLabelText('Receipt');
      await expect(output).toHaveTextContent('No file attached.');
    },
  },
  MOCK_IDS.swedishOrg,
  { readOnly: true },
);

/** The sample receipt's fiscal QR code is read and summarised (a Portuguese organization). */
export const Scanned: Story = onMock(
  receipt({ qrCodeSupported: true }),
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const blob = await (await fetch('/sample-receipt.png')).blob();
      const input = await canvas.findByLabelText('Receipt', {
        selector: 'input[type=file]:not([capture])',
      });
      await userEvent.upload(input, new File([blob], 'sample-receipt.png', { type: 'image/png' }));
      await expect(
        await canvas.findByRole('region', { name: 'Fiscal QR code' }, { timeout: 10_000 }),
      ).toHaveTextContent('123456789');
    },
  },
  MOCK_IDS.portugueseOrg,
  { organizationId: MOCK_IDS.portugueseOrg },
);
