// Receipts as phones make them, in jsdom: paste, a failed upload sent again without picking the file again, cancel in
// flight, a size refusal, a paced queue, HEIC without a type, and a PDF's size and link.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { receiptInput, renderForm, setupMockServer } from '../../tools/formHarness';

const mock = setupMockServer();
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);
// An iPhone photo's first bytes: an ISO box `ftyp` with the brand `heic`.
const HEIC = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic')]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n' + ' '.repeat(2000));
const uploads = () => mock.requests.filter((request) => request.endpoint === 'content');

describe('receipts as phones make them', () => {
  it('uploads an image pasted while the control has focus', async () => {
    renderForm();
    const input = await receiptInput();
    input.focus();
    const file = new File([PNG], 'screenshot.png', { type: 'image/png' });
    fireEvent.paste(input, { clipboardData: { files: [file] } });
    expect(await screen.findByText(/Attached: screenshot\.png/)).toBeInTheDocument();
    expect(uploads()).toHaveLength(1);
  });

  it('sends a failed upload again with the same bytes, without picking it again', async () => {
    const user = userEvent.setup();
    mock.faults.set('content', { failure: 'server', times: 1 });
    renderForm();
    await user.upload(await receiptInput(), new File([PNG], 'r.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be uploaded');
    await user.click(screen.getByRole('button', { name: 'Send r.png again' }));
    expect(await screen.findByText(/Attached: r\.png/)).toBeInTheDocument();
    expect(uploads().map((request) => request.bytes)).toEqual([PNG.length, PNG.length]);
  });

  it('cancels an upload in flight', async () => {
    const user = userEvent.setup();
    mock.faults.set('content', { latencyMs: 2000, times: 1 });
    renderForm();
    await user.upload(await receiptInput(), new File([PNG], 'slow.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('The upload was cancelled.')).toBeInTheDocument();
    expect(screen.queryByText(/Attached: slow\.png/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // The mock's XMLHttpRequest interception does not see the abort: end its latency now, so its
    // answer cannot arrive after this file's DOM is gone.
    mock.faults.clear();
  });

  it('says when the service refuses the size, and offers a smaller version', async () => {
    const user = userEvent.setup();
    mock.faults.set('content', { failure: 'tooLarge', times: 1 });
    renderForm();
    await user.upload(await receiptInput(), new File([PNG], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('refused the file as too large');
    await user.click(screen.getByRole('button', { name: 'Send a smaller version' }));
    expect(await screen.findByText(/Attached: big\.png/)).toBeInTheDocument();
  });

  it('waits as a throttled service asks, then sends the same file', async () => {
    const user = userEvent.setup();
    mock.faults.set('content', { failure: 'throttled', retryAfterSeconds: 0, times: 2 });
    renderForm();
    await user.upload(await receiptInput(), new File([PNG], 'paced.png', { type: 'image/png' }));
    expect(await screen.findByText(/Attached: paced\.png/)).toBeInTheDocument();
    expect(uploads()).toHaveLength(3);
  });

  it('takes a HEIC photo with no declared type, and says it cannot be shown', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.upload(await receiptInput(), new File([HEIC], 'IMG_0042.HEIC', { type: '' }));
    expect(await screen.findByText(/Attached: IMG_0042\.HEIC/)).toBeInTheDocument();
    expect(uploads()[0]?.headers['content-type']).toBe('image/heic');
    // The tile follows the upload's end (the pipeline is a lazy chunk): waited for, not assumed.
    expect(await screen.findByText('HEIC')).toBeInTheDocument();
    expect(screen.getByText(/This photo cannot be shown here\./)).toBeInTheDocument();
  });

  it('shows a PDF receipt by name and size with a link that opens it', async () => {
    const user = userEvent.setup();
    renderForm();
    // Found before the act scope: React 18 commits an act scope's updates only when it ends.
    const input = await receiptInput();
    await act(async () => {
      await user.upload(input, new File([PDF], 'invoice.pdf', { type: 'application/pdf' }));
    });
    expect(await screen.findByText(/Attached: invoice\.pdf/)).toBeInTheDocument();
    expect(screen.getByText('(2 kB)')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Open invoice.pdf' });
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    await waitFor(() => expect(uploads()[0]?.headers['content-type']).toBe('application/pdf'));
  });
});
