import { expect, userEvent, within } from 'storybook/test';
import type { JsonObject } from '../../src/core/wire/model/types';
import { MOCK_IDS } from '../../src/mock';
import {
  controlMeta,
  type ControlMeta,
  type ControlStoryObj as Story,
} from '../support/controlStories';

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
/** The item's fixed attributes; its value is a file the service made (spec 4.3). */
const receipt = (extra: JsonObject = {}) => ({
  property: 'verification.receiptAttachment',
  controlType: 'CONTENT_HOLDER',
  ...extra,
});
const withFile = receipt({ value: attached });

export default {
  title: 'Controls/CONTENT_HOLDER',
  tags: ['every-look'],
  ...controlMeta({
    controlType: 'CONTENT_HOLDER',
    label: 'Receipt',
    item: receipt(),
    base: { onMock: MOCK_IDS.swedishOrg },
    intro: 'CONTENT_HOLDER uploads to the mock service (spec 4.3).',
  }),
} satisfies ControlMeta;

/** The picker is found by the field's label; its name starts with its visible words (WCAG 2.5.3). */
const namedPicker =
  (name: string): Story['play'] =>
  async ({ canvasElement }) => {
    const input = await within(canvasElement).findByLabelText('Receipt', {
      selector: 'input[type=file]:not([capture])',
    });
    await expect(input).toHaveAccessibleName(name);
  };

export const Default: Story = { play: namedPicker('Choose file, Receipt') };
export const Filled: Story = {
  args: { item: withFile },
  play: namedPicker('Replace the file, Receipt'),
};
export const Error: Story = {
  args: { item: withFile, error: 'UNREADABLE', errorText: 'The receipt could not be read.' },
};
export const Disabled: Story = { args: { item: withFile, enabled: false } };
export const ReadOnly: Story = { args: { item: withFile, readOnly: true } };
/** Read-only with nothing attached (a saved report): the label names a line that says so. */
export const ReadOnlyEmpty: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const output = await within(canvasElement).findByLabelText('Receipt');
    await expect(output).toHaveTextContent('No file attached.');
  },
};

/** The sample receipt's fiscal QR code is read and summarised (a Portuguese organization). */
export const Scanned: Story = {
  args: { qrCodeSupported: true, onMock: MOCK_IDS.portugueseOrg },
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
