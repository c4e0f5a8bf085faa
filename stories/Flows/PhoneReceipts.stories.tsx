import { expect, userEvent, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);
const HEIC = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic')]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n' + ' '.repeat(4000));

/** Picks a file in the receipt field. */
async function pick(canvasElement: HTMLElement, file: File) {
  const canvas = within(canvasElement);
  const input = await canvas.findByLabelText('Receipt', {
    selector: 'input[type=file]:not([capture])',
  });
  await userEvent.upload(input, file, { applyAccept: false });
  return canvas;
}

export default { title: 'Flows/Receipts from phones', component: StoryForm } satisfies FormMeta;

/** An iPhone photo with no declared type: taken for HEIC by its bytes, shown as a neutral tile. */
export const HeicPhoto: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = await pick(canvasElement, new File([HEIC], 'IMG_0042.HEIC', { type: '' }));
      // The upload pipeline is a lazy chunk: its first load in a busy run takes more than a second.
      await expect(await canvas.findByText('HEIC', {}, { timeout: 5000 })).toBeInTheDocument();
      await expect(canvas.getByText(/This photo cannot be shown here\./)).toBeInTheDocument();
    },
  },
);

/** A PDF receipt: its name, its size and a link that opens it. */
export const PdfReceipt: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = await pick(
        canvasElement,
        new File([PDF], 'invoice.pdf', { type: 'application/pdf' }),
      );
      await expect(await canvas.findByRole('link', { name: 'Open invoice.pdf' })).toBeVisible();
      await expect(canvas.getByText('(4 kB)')).toBeInTheDocument();
    },
  },
);

/** The upload failed: it is sent again with the same bytes, without picking the file again, and succeeds. */
export const FailedUpload: Story = formStory(
  { mock: { faults: { content: { failure: 'server', times: 1 } } } },
  {
    play: async ({ canvasElement }) => {
      const canvas = await pick(canvasElement, new File([PNG], 'r.png', { type: 'image/png' }));
      const again = await canvas.findByRole(
        'button',
        { name: 'Send r.png again' },
        { timeout: 5000 },
      );
      await expect(again).toBeVisible();
      // The same bytes go again, and this time the service takes them.
      await userEvent.click(again);
      await expect(
        await canvas.findByText(/Attached: r\.png/, {}, { timeout: 5000 }),
      ).toBeVisible();
    },
  },
);

/** The service refused the size (413): a smaller version is offered. */
export const TooLarge: Story = formStory(
  { mock: { faults: { content: { failure: 'tooLarge', times: 1 } } } },
  {
    play: async ({ canvasElement }) => {
      const canvas = await pick(canvasElement, new File([PNG], 'big.png', { type: 'image/png' }));
      await expect(
        await canvas.findByRole('button', { name: 'Send a smaller version' }, { timeout: 5000 }),
      ).toBeVisible();
    },
  },
);

/** A slow upload can be cancelled while in flight. */
export const CancelInFlight: Story = formStory(
  { mock: { faults: { content: { latencyMs: 3000, times: 1 } } } },
  {
    play: async ({ canvasElement }) => {
      const canvas = await pick(canvasElement, new File([PNG], 'slow.png', { type: 'image/png' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Cancel upload' }));
      await expect(await canvas.findByText('The upload was cancelled.')).toBeInTheDocument();
    },
  },
);
