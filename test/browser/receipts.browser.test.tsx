import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';
import { createExpenseClient } from '../../src/core/http/client';
import { parseEnvelope } from '../../src/core/wire/envelope';
import type { FieldsEnvelope } from '../../src/core/wire/model/types';
import type { FieldsTransport, FileUpload } from '../../src/core/http/transport';
import { wireField } from '../../src/mock/scenarios/wireField';
import { startBrowserMock } from '../tools/browserMock';
import { MOCK_BASE_URL, MOCK_IDS, MOCK_TOKEN } from '../../src/mock';
import { FieldsForm } from '../../src/react/form/FieldsForm';
import { phonePhoto, scanWithFineCode } from '../tools/phonePhoto';

const AT_QR =
  'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80';
const mock = startBrowserMock();
afterEach(() => {
  mock.reset();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const uploads = () => mock.requests.filter((request) => request.endpoint === 'content');

async function qrFile(text: string, name = 'receipt.png'): Promise<File> {
  const blob = await (await fetch(await QRCode.toDataURL(text, { margin: 4, scale: 6 }))).blob();
  return new File([blob], name, { type: 'image/png' });
}

async function qrCanvas(text: string): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  await QRCode.toCanvas(canvas, text, { margin: 4, scale: 8 });
  return canvas;
}

function renderReceiptForm(organizationId: string) {
  const client = createExpenseClient({ baseUrl: MOCK_BASE_URL, getAccessToken: () => MOCK_TOKEN });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <FieldsForm
        source={{ organizationId, client }}
        label="Expense report"
        now={() => new Date('2026-11-21T12:00:00Z')}
        // A draft one test leaves would be offered to the next, above the form.
        drafts={false}
      />
    </QueryClientProvider>,
  );
}

const fileInput = async () =>
  (await screen.findByLabelText('Receipt', {
    selector: 'input[type=file]:not([capture])',
  })) as HTMLInputElement;

interface AxNode {
  nodeId: number;
  backendNodeId: number;
  attributes?: string[];
  children?: AxNode[];
  contentDocument?: AxNode;
}

/**
 * The accessible name Chromium itself computes (its accessibility tree, read over CDP), not a
 * test library's estimate of it.
 */
async function chromiumName(element: Element): Promise<string | undefined> {
  element.setAttribute('data-name-probe', '');
  try {
    const session = cdp();
    // Pierce: the test runs in an iframe of the page the session is attached to.
    const { root } = (await session.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: AxNode;
    };
    const find = (node: AxNode): AxNode | undefined =>
      node.attributes?.includes('data-name-probe')
        ? node
        : [...(node.children ?? []), ...(node.contentDocument ? [node.contentDocument] : [])]
            .map(find)
            .find(Boolean);
    const target = find(root);
    const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
      backendNodeId: target?.backendNodeId,
      fetchRelatives: false,
    })) as { nodes: { name?: { value?: string } }[] };
    return nodes[0]?.name?.value;
  } finally {
    element.removeAttribute('data-name-probe');
  }
}

describe('the names of the ways in, as Chromium computes them (WCAG 2.5.3)', () => {
  it('says the visible words first, then the field label, and keeps the label for the field', async () => {
    renderReceiptForm(MOCK_IDS.portugueseOrg);
    const input = await fileInput();
    expect(await chromiumName(input)).toBe('Choose file, Receipt');
    const camera = document.querySelector('input[type=file][capture]') as HTMLInputElement;
    expect(await chromiumName(camera)).toBe('Take a photo, Receipt');
    expect(await chromiumName(screen.getByRole('button', { name: 'Scan QR code' }))).toBe(
      'Scan QR code',
    );
    await userEvent.upload(
      input,
      new File([new TextEncoder().encode('%PDF-1.7\n')], 'invoice.pdf', {
        type: 'application/pdf',
      }),
    );
    await screen.findByText('Attached: invoice.pdf', {}, { timeout: 5000 });
    expect(await chromiumName(await fileInput())).toBe('Replace the file, Receipt');
  });
});

describe('fiscal QR from a chosen image', () => {
  it('decodes the code, shows the summary, sends it URL-encoded in qrScan with action=scan, and pre-fills from the scan', async () => {
    renderReceiptForm(MOCK_IDS.portugueseOrg);
    await userEvent.upload(await fileInput(), await qrFile(AT_QR));
    const summary = await screen.findByRole(
      'region',
      { name: 'Fiscal QR code' },
      { timeout: 10_000 },
    );
    expect(summary).toHaveTextContent('123456789');
    expect(summary).toHaveTextContent('Aug 12, 2019');
    expect(summary).toHaveTextContent('€0.80');
    expect(summary).toHaveTextContent('€0.15');
    // The upload goes through the service worker after the decode: slow on a loaded machine.
    await waitFor(() => expect(uploads()).toHaveLength(1), { timeout: 5000 });
    const [request] = uploads();
    expect(new URL(request?.url ?? '').searchParams.get('action')).toBe('scan');
    expect(request?.headers.qrscan).toBe(encodeURIComponent(AT_QR));
    expect(decodeURIComponent(request?.headers.qrscan ?? '')).toBe(AT_QR);
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await waitFor(() => expect(amount).toHaveValue('€0.80'));
    expect(
      within(amount.closest('.ef-field') as HTMLElement).getByText('From receipt'),
    ).toBeInTheDocument();
  });

  it('does not overwrite an amount the user typed, while filling the rest', async () => {
    renderReceiptForm(MOCK_IDS.portugueseOrg);
    const amount = await screen.findByRole('textbox', { name: /^Amount/ });
    await userEvent.fill(amount, '12.00');
    await userEvent.upload(await fileInput(), await qrFile(AT_QR));
    await screen.findByRole('region', { name: 'Fiscal QR code' }, { timeout: 10_000 });
    // The scan's values come with the upload's answer: a busy CI run takes over a second.
    await waitFor(
      () => expect(screen.getByRole('textbox', { name: /^VAT amount/ })).toHaveValue('€0.15'),
      { timeout: 5000 },
    );
    expect(amount).toHaveValue('12.00'); // still focused: shown as typed
    expect(
      within(amount.closest('.ef-field') as HTMLElement).queryByText('From receipt'),
    ).toBeNull();
  });

  it('says when a QR code is not fiscal, and still uploads without the header', async () => {
    renderReceiptForm(MOCK_IDS.portugueseOrg);
    await userEvent.upload(await fileInput(), await qrFile('https://example.com/menu'));
    expect(
      await screen.findByText(/not a Portuguese fiscal code/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(uploads()).toHaveLength(1), { timeout: 5000 });
    expect(uploads()[0]?.headers).not.toHaveProperty('qrscan');
  });

  it('never sends a QR header without qrCodeSupported', async () => {
    renderReceiptForm(MOCK_IDS.swedishOrg);
    await userEvent.upload(await fileInput(), await qrFile(AT_QR));
    expect(
      await screen.findByText('Attached: receipt.png', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(uploads()[0]?.headers).not.toHaveProperty('qrscan');
    expect(screen.queryByRole('button', { name: 'Scan QR code' })).toBeNull();
  });

  it('refuses a spoofed file before upload', async () => {
    renderReceiptForm(MOCK_IDS.portugueseOrg);
    await userEvent.upload(
      await fileInput(),
      new File([new TextEncoder().encode('%PDF-1.7 fake')], 'receipt.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/its contents are application\/pdf/);
    expect(uploads()).toHaveLength(0);
  });
});

describe('upload progress', () => {
  it('reports progress in bytes through XMLHttpRequest, and the mock still receives the bytes', async () => {
    const client = createExpenseClient({
      baseUrl: MOCK_BASE_URL,
      getAccessToken: () => MOCK_TOKEN,
    });
    const body = new Uint8Array(3 * 1024 * 1024);
    body.set(new TextEncoder().encode('%PDF-1.7\n'));
    const seen: [number, number][] = [];
    const content = await client.uploadContent(body, {
      contentType: 'application/pdf',
      organizationId: MOCK_IDS.swedishOrg,
      onProgress: (loaded, total) => seen.push([loaded, total]),
    });
    expect(content.contentType).toBe('application/pdf');
    expect(seen[0]).toEqual([0, body.byteLength]);
    expect(seen.at(-1)).toEqual([body.byteLength, body.byteLength]);
    expect(uploads()[0]?.bytes).toBe(body.byteLength);
  });

  it('shows a determinate progress bar while a slow upload runs', async () => {
    mock.faults.set('content', { latencyMs: 1500, times: 1 });
    renderReceiptForm(MOCK_IDS.swedishOrg);
    const bytes = new Uint8Array(512 * 1024);
    bytes.set(new TextEncoder().encode('%PDF-1.7\n'));
    await userEvent.upload(
      await fileInput(),
      new File([bytes], 'big.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading…' })).toHaveAttribute(
        'max',
        String(bytes.byteLength),
      ),
    );
    expect(await screen.findByText('Attached: big.pdf', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('fiscal QR from the camera', () => {
  it('decodes a QR code from a camera stream', async () => {
    const canvas = await qrCanvas(AT_QR);
    const context = canvas.getContext('2d');
    // Keep painting so the stream delivers frames.
    const timer = setInterval(() => context?.drawImage(canvas, 0, 0), 100);
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockImplementation(async () =>
      canvas.captureStream(10),
    );
    renderReceiptForm(MOCK_IDS.portugueseOrg);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    const summary = await screen.findByRole(
      'region',
      { name: 'Fiscal QR code' },
      { timeout: 15_000 },
    );
    clearInterval(timer);
    expect(summary).toHaveTextContent('123456789');
    // The code read by the camera goes with the photo uploaded next, which has none of its own.
    const blank = document.createElement('canvas');
    blank.width = 64;
    blank.height = 64;
    const photo = await new Promise<Blob>((resolve) =>
      blank.toBlob((blob) => resolve(blob as Blob), 'image/png'),
    );
    await userEvent.upload(
      await fileInput(),
      new File([photo], 'photo.png', { type: 'image/png' }),
    );
    // The upload's pipeline is a chunk loaded on first use and the photo is re-encoded in a
    // Worker: on a busy two-core machine that takes more than waitFor's default second.
    await waitFor(() => expect(uploads()).toHaveLength(1), { timeout: 5000 });
    expect(uploads()[0]?.headers.qrscan).toBe(encodeURIComponent(AT_QR));
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
  });

  it('explains a refused camera', async () => {
    vi.spyOn(navigator.mediaDevices, 'getUserMedia').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    renderReceiptForm(MOCK_IDS.portugueseOrg);
    await userEvent.click(await screen.findByRole('button', { name: 'Scan QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The camera was not allowed.');
  });
});

/** Picks a photo in a receipt field (with fiscal QR) and resolves with what the form uploaded. */
async function sendPhoto(photo: File) {
  const sent: { body: Uint8Array; options: FileUpload; ms: number }[] = [];
  const started = { at: 0 };
  const transport: FieldsTransport = {
    load: async () =>
      parseEnvelope({
        fields: [
          wireField('verification.receiptAttachment', 'CONTENT_HOLDER', 'Receipt', {
            qrCodeSupported: true,
          }),
        ],
      }),
    recall: async (envelope: FieldsEnvelope) => envelope,
    command: async (envelope: FieldsEnvelope) => envelope,
    submit: async (envelope: FieldsEnvelope) => ({
      kind: 'invalid' as const,
      envelope,
      status: 400,
    }),
    upload: async (body, options) => {
      sent.push({ body: body as Uint8Array, options, ms: performance.now() - started.at });
      return {
        id: 'c'.repeat(32),
        personId: 'p'.repeat(32),
        contentType: String(options.contentType),
        isTemporary: true,
        signatureType: null,
        signatureUrl: null,
        name: String(options.name),
        description: '',
      };
    },
  };
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <FieldsForm source={{ transport, key: 'phone' }} label="Expense" drafts={false} />
    </QueryClientProvider>,
  );
  started.at = performance.now();
  await userEvent.upload(await fileInput(), photo);
  await waitFor(() => expect(sent).toHaveLength(1), { timeout: 30_000 });
  return sent[0];
}

describe('photos as phones make them', () => {
  it('sends a rotated 12 MP photo upright, under the limits, as JPEG, and still reads its fiscal QR code', async () => {
    const photo = await phonePhoto();
    expect(photo.size).toBeGreaterThan(1_500_000);
    const upload = await sendPhoto(photo);
    const body = upload?.body ?? new Uint8Array();
    expect(upload?.options.contentType).toBe('image/jpeg');
    expect([body[0], body[1]]).toEqual([0xff, 0xd8]);
    expect(body.byteLength).toBeLessThan(1.5 * 1024 * 1024);
    expect(upload?.options.qrScan).toBe(AT_QR);
    // Upright: the stored landscape is shown portrait, and the red corner is now top right.
    const bitmap = await createImageBitmap(
      new Blob([body as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
    );
    expect([bitmap.width, bitmap.height]).toEqual([1800, 2400]);
    const probe = document.createElement('canvas');
    probe.width = 1800;
    probe.height = 2400;
    const context = probe.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(bitmap, 0, 0);
    const [red, green, blue] = context.getImageData(1800 - 60, 60, 1, 1).data;
    expect([red, green, blue].map((value) => Math.round((value ?? 0) / 64))).toEqual([4, 0, 0]);
    expect(
      await screen.findByText(/^Made smaller before sending: \d+(\.\d)? MB → \d+ kB\.$/),
    ).toBeInTheDocument();
    // The figures of the manual's "Receipts and QR codes": bytes before and after, and the time to the upload.
    console.info(
      `phone photo: ${photo.size} bytes picked, ${body.byteLength} sent, ${Math.round(upload?.ms ?? 0)} ms from pick to upload start`,
    );
  }, 90_000);
});

describe('pasted receipts in Chromium', () => {
  it('uploads a PNG pasted with Ctrl+V while the control has focus, with its QR code', async () => {
    renderReceiptForm(MOCK_IDS.portugueseOrg);
    const input = await fileInput();
    input.focus();
    const clipboard = new DataTransfer();
    clipboard.items.add(await qrFile(AT_QR, 'pasted.png'));
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }),
    );
    expect(await screen.findByText(/Attached: pasted\.png/, {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(uploads()).toHaveLength(1), { timeout: 5000 });
    expect(uploads()[0]?.headers['content-type']).toBe('image/png');
    expect(decodeURIComponent(uploads()[0]?.headers.qrscan ?? '')).toBe(AT_QR);
  }, 30_000);
});

describe('the fiscal QR code comes from the original', () => {
  it('decodes the picked file itself, before the smaller copy is made and sent', async () => {
    const photo = await scanWithFineCode();
    const objectUrls = vi.spyOn(URL, 'createObjectURL');
    const upload = await sendPhoto(photo);
    // The decoder's image is the picked File (the first object URL made); the upload is smaller.
    const decoded = objectUrls.mock.calls[0]?.[0] as File;
    expect([decoded.name, decoded.size, decoded.type]).toEqual([
      'scan.png',
      photo.size,
      'image/png',
    ]);
    expect(upload?.options.qrScan).toBe(AT_QR);
    expect(upload?.options.contentType).toBe('image/jpeg');
    expect(upload?.body.byteLength).toBeLessThan(photo.size);
  }, 60_000);
});
