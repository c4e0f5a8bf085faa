import { expect, userEvent, within } from 'storybook/test';
import { StoryForm } from '../support/StoryForm';
import type { FormMeta, Story } from '../support/controlStories';
import { formStory } from '../support/formStory';
import { storyDriver } from '../support/storyDriver';

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);
const HEIC = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic')]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n' + ' '.repeat(4000));

/**
 * Attaches a file to the receipt field with the testing driver, which waits until the field
 * shows how the upload ended (the upload pipeline is a lazy chunk: no guessed timeout).
 */
async function attach(canvasElement: HTMLElement, file: File) {
  await storyDriver(canvasElement).attach('Receipt', file);
  return within(canvasElement);
}

export default { title: 'Flows/Receipts from phones', component: StoryForm } satisfies FormMeta;

/** An iPhone photo with no declared type: taken for HEIC by its bytes, shown as a neutral tile. */
export const HeicPhoto: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = await attach(canvasElement, new File([HEIC], 'IMG_0042.HEIC', { type: '' }));
      await expect(canvas.getByText('HEIC')).toBeInTheDocument();
      await expect(canvas.getByText(/This photo cannot be shown here\./)).toBeInTheDocument();
    },
  },
);

/** A PDF receipt: its name, its size and a link that opens it. */
export const PdfReceipt: Story = formStory(
  {},
  {
    play: async ({ canvasElement }) => {
      const canvas = await attach(
        canvasElement,
        new File([PDF], 'invoice.pdf', { type: 'application/pdf' }),
      );
      await expect(canvas.getByRole('link', { name: 'Open invoice.pdf' })).toBeVisible();
      await expect(canvas.getByText('(4 kB)')).toBeInTheDocument();
    },
  },
);

/** The upload failed: it is sent again with the same bytes, without picking the file again, and succeeds. */
export const FailedUpload: Story = formStory(
  // The serverError preset on the stories' MSW worker: the next upload answers 500.
  { mock: { presets: [['serverError', { endpoint: 'content' }]] } },
  {
    play: async ({ canvasElement }) => {
      const canvas = await attach(canvasElement, new File([PNG], 'r.png', { type: 'image/png' }));
      const again = canvas.getByRole('button', { name: 'Send r.png again' });
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
      const canvas = await attach(canvasElement, new File([PNG], 'big.png', { type: 'image/png' }));
      await expect(canvas.getByRole('button', { name: 'Send a smaller version' })).toBeVisible();
    },
  },
);

/** A slow upload can be cancelled while in flight. */
export const CancelInFlight: Story = formStory(
  { mock: { faults: { content: { latencyMs: 3000, times: 1 } } } },
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const input = await canvas.findByLabelText('Receipt', {
        selector: 'input[type=file]:not([capture])',
      });
      // Not the driver's attach: it would wait for the upload this story cancels.
      await userEvent.upload(input, new File([PNG], 'slow.png', { type: 'image/png' }));
      await userEvent.click(await canvas.findByRole('button', { name: 'Cancel upload' }));
      await expect(await canvas.findByText('The upload was cancelled.')).toBeInTheDocument();
    },
  },
);
