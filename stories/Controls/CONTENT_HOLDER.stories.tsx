import { expect, userEvent, within } from 'storybook/test';
import type { JsonObject } from '../../src/core/wire/types';
import { MOCK_IDS } from '../../src/mock';
import { wireField } from '../../src/mock/scenarios/wireField';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { storyMock } from '../support/storyMock';

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
const onMock =
  (envelope: ReturnType<typeof receipt>, organizationId: string = MOCK_IDS.swedishOrg) =>
  () =>
    storyMock.state.setEnvelope(organizationId, envelope);

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

export const Default: Story = {
  beforeEach: onMock(receipt({})),
  play: namedPicker('Choose file, Receipt'),
};
export const Filled: Story = {
  beforeEach: onMock(receipt({ value: attached })),
  play: namedPicker('Replace the file, Receipt'),
};
export const Error: Story = {
  beforeEach: onMock(
    receipt({ value: attached, error: 'UNREADABLE', errorText: 'The receipt could not be read.' }),
  ),
};
export const Disabled: Story = { beforeEach: onMock(receipt({ value: attached, enabled: false })) };
export const ReadOnly: Story = {
  beforeEach: onMock(receipt({ value: attached })),
  args: { readOnly: true },
};

/** The sample receipt's fiscal QR code is read and summarised (a Portuguese organization). */
export const Scanned: Story = {
  args: { organizationId: MOCK_IDS.portugueseOrg },
  beforeEach: onMock(receipt({ qrCodeSupported: true }), MOCK_IDS.portugueseOrg),
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
};
