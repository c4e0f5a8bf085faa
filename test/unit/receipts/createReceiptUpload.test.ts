// @vitest-environment node
// The receipt pipeline without a DOM: every step a file goes through, with the browser
// work (QR decoder, shrinker, camera) and the transport given by the test.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExpenseApiError } from '../../../src/core/wire/errors';
import type { FileUpload } from '../../../src/core/http/transport';
import type { Content } from '../../../src/core/wire/model/types';
import {
  createReceiptUpload,
  SMALLER,
  type ReceiptUploadDeps,
} from '../../../src/receipts/upload/createReceiptUpload';
import type {
  ReceiptUpload,
  ReceiptUploadSettings,
} from '../../../src/receipts/upload/receiptUpload';

const AT_QR =
  'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80';
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 7, 7, 7,
]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
const HEIC = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypheic\0\0\0\0mif1heic')]);
const SHRUNK = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const png = (name = 'r.png') => new File([PNG], name, { type: 'image/png' });
const pdf = (name = 'r.pdf') => new File([PDF], name, { type: 'application/pdf' });

const content = (id: string, name = 'r.png'): Content => ({
  id: id.padEnd(32, '0'),
  personId: 'p'.repeat(32),
  contentType: 'image/png',
  isTemporary: true,
  signatureType: null,
  signatureUrl: null,
  name,
  description: '',
});

/** Browser work that does nothing: no code, the original unchanged, no camera. */
function deps(overrides: Partial<ReceiptUploadDeps> = {}): ReceiptUploadDeps {
  return {
    decodeQr: vi.fn(async () => null),
    shrink: vi.fn(async (blob: Blob, contentType: string) => ({
      blob,
      contentType,
      shrunk: false,
    })),
    scanCamera: vi.fn(async () => ({ ok: false as const, problem: 'missing' as const })),
    ...overrides,
  };
}

interface Sent {
  bytes: Uint8Array;
  options: FileUpload;
  signal: AbortSignal;
}

/** A transport that records what it was given and answers with `answers` in turn. */
function transport(...answers: ((sent: Sent) => Promise<Content>)[]) {
  const sent: Sent[] = [];
  const upload = vi.fn(
    async (body: Blob | Uint8Array, options: FileUpload, signal: AbortSignal) => {
      const entry = { bytes: body as Uint8Array, options, signal };
      sent.push(entry);
      const answer = answers[sent.length - 1] ?? answers.at(-1);
      return answer ? answer(entry) : content(String(sent.length));
    },
  );
  return { sent, upload };
}

/** The step names the pipeline went through, without repeats (progress updates). */
function steps(receipts: ReceiptUpload): string[] {
  const seen: string[] = [];
  receipts.subscribe(() => {
    const step = receipts.getSnapshot().step.step;
    if (seen.at(-1) !== step) seen.push(step);
  });
  return seen;
}

/** Resolves when the pipeline reaches `step` (no timed waits). */
function reach(receipts: ReceiptUpload, step: string): Promise<void> {
  return new Promise((resolve) => {
    if (receipts.getSnapshot().step.step === step) resolve();
    const stop = receipts.subscribe(() => {
      if (receipts.getSnapshot().step.step !== step) return;
      stop();
      resolve();
    });
  });
}

const settings = (extra: Partial<ReceiptUploadSettings> = {}): ReceiptUploadSettings => ({
  qrCodeSupported: false,
  scan: true,
  ...extra,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createReceiptUpload', () => {
  it('goes picked → checking → scanning → shrinking → uploading → done, with the fiscal code of the original and the smaller bytes', async () => {
    const decodeQr = vi.fn(async () => AT_QR);
    const shrink = vi.fn(async () => ({
      blob: new Blob([SHRUNK]),
      contentType: 'image/jpeg',
      shrunk: true,
    }));
    const receipts = createReceiptUpload(deps({ decodeQr, shrink }));
    const seen = steps(receipts);
    const progress: unknown[] = [];
    receipts.subscribe(() => {
      const step = receipts.getSnapshot().step;
      if (step.step === 'uploading' && step.progress) progress.push(step.progress);
    });
    const { sent, upload } = transport(async ({ options }) => {
      options.onProgress?.(3, SHRUNK.length);
      options.onProgress?.(SHRUNK.length, SHRUNK.length);
      return content('a');
    });
    const file = png('Kvitto.png');
    const uploaded = await receipts.take([file], settings({ upload, qrCodeSupported: true }));

    expect(seen).toEqual(['picked', 'checking', 'scanning', 'shrinking', 'uploading', 'done']);
    expect(uploaded.map((entry) => entry.id)).toEqual([content('a').id]);
    // The code is read from the picked file itself, before it is made smaller.
    expect(decodeQr).toHaveBeenCalledWith(file);
    expect(decodeQr.mock.invocationCallOrder[0]).toBeLessThan(
      shrink.mock.invocationCallOrder[0] ?? 0,
    );
    expect([...(sent[0]?.bytes ?? [])]).toEqual([...SHRUNK]);
    expect(sent[0]?.options).toMatchObject({
      contentType: 'image/jpeg',
      name: 'Kvitto.jpg',
      qrScan: AT_QR,
      scan: true,
    });
    expect(progress).toEqual([
      { loaded: 3, total: SHRUNK.length },
      { loaded: SHRUNK.length, total: SHRUNK.length },
    ]);
    const snapshot = receipts.getSnapshot();
    expect(snapshot.fiscal?.issuerNif).toBe('123456789');
    expect(snapshot.notice).toEqual({ kind: 'shrunk', before: PNG.length, after: SHRUNK.length });
    expect(snapshot.attachments.get(content('a').id)).toMatchObject({
      size: PNG.length,
      drawable: true,
      preview: expect.stringMatching(/^blob:/),
    });
  });

  it('sends a PDF as it is: no scanning, no shrinking, and no OCR outside the receipt field', async () => {
    const d = deps();
    const receipts = createReceiptUpload(d);
    const seen = steps(receipts);
    const { sent, upload } = transport();
    await receipts.take([pdf('invoice.pdf')], settings({ upload, scan: false }));
    expect(seen).toEqual(['picked', 'checking', 'uploading', 'done']);
    expect(d.decodeQr).not.toHaveBeenCalled();
    expect(d.shrink).not.toHaveBeenCalled();
    expect(sent[0]?.options).toEqual({
      contentType: 'application/pdf',
      name: 'invoice.pdf',
      onProgress: expect.any(Function),
    });
  });

  it('sends photos as picked when the form says imageLimits: false', async () => {
    const d = deps();
    const receipts = createReceiptUpload(d);
    const seen = steps(receipts);
    const { upload } = transport();
    await receipts.take([png()], settings({ upload, imageLimits: false }));
    expect(seen).toEqual(['picked', 'checking', 'uploading', 'done']);
    expect(d.shrink).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a PDF named .png',
      new File([PDF], 'r.png', { type: 'image/png' }),
      { reason: 'mismatch', declared: 'image/png', detected: 'application/pdf' },
    ],
    [
      'a text file',
      new File(['hello'], 'n.txt', { type: 'text/plain' }),
      { reason: 'unsupported' },
    ],
  ])('refuses %s at checking, before any upload', async (_name, file, refusal) => {
    const receipts = createReceiptUpload(deps());
    const seen = steps(receipts);
    const { upload } = transport();
    expect(await receipts.take([file], settings({ upload }))).toEqual([]);
    expect(seen).toEqual(['picked', 'checking', 'refused']);
    expect(receipts.getSnapshot().step).toEqual({ step: 'refused', file, refusal });
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses when the form cannot upload', async () => {
    const receipts = createReceiptUpload(deps());
    await receipts.take([png()], settings());
    expect(receipts.getSnapshot().step).toMatchObject({
      step: 'refused',
      refusal: { reason: 'noUpload' },
    });
  });

  it('fails on a server error, keeps the file, and sends the same bytes again on retry', async () => {
    const receipts = createReceiptUpload(deps());
    const seen = steps(receipts);
    const { sent, upload } = transport(
      async () => {
        throw new ExpenseApiError(500, 'SERVER_ERROR', 'Down');
      },
      async () => content('b'),
    );
    const file = png();
    expect(await receipts.take([file], settings({ upload }))).toEqual([]);
    expect(receipts.getSnapshot().step).toEqual({ step: 'failed', file });
    const again = await receipts.retry(settings({ upload }));
    expect(again?.id).toBe(content('b').id);
    expect(seen).toEqual([
      ...['picked', 'checking', 'shrinking', 'uploading', 'failed'],
      ...['picked', 'checking', 'shrinking', 'uploading', 'done'],
    ]);
    expect(sent.map((entry) => [...entry.bytes])).toEqual([[...PNG], [...PNG]]);
  });

  it('is too large on a 413, and the retry makes a smaller version with the smaller limits', async () => {
    const d = deps();
    const receipts = createReceiptUpload(d);
    const { upload } = transport(
      async () => {
        throw new ExpenseApiError(413, 'TOO_LARGE', 'Too large');
      },
      async () => content('c'),
    );
    const file = png();
    await receipts.take([file], settings({ upload, imageLimits: { maxEdge: 4000 } }));
    expect(receipts.getSnapshot().step).toEqual({ step: 'tooLarge', file });
    await receipts.retry(settings({ upload, imageLimits: { maxEdge: 4000 } }));
    expect(vi.mocked(d.shrink).mock.calls.map((call) => call[2])).toEqual([
      { maxEdge: 4000 },
      SMALLER,
    ]);
    expect(receipts.getSnapshot().step.step).toBe('done');
  });

  it('has nothing to send again when nothing failed', async () => {
    const receipts = createReceiptUpload(deps());
    expect(await receipts.retry(settings({ upload: transport().upload }))).toBeNull();
    expect(receipts.getSnapshot().step).toEqual({ step: 'idle' });
  });

  it('is cancelled while uploading: the transport is aborted and nothing is attached', async () => {
    const receipts = createReceiptUpload(deps());
    // A transport that answers only when aborted.
    const { sent, upload } = transport(
      ({ signal }) =>
        new Promise<Content>((_resolve, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason)),
        ),
    );
    const taking = receipts.take([png()], settings({ upload }));
    await reach(receipts, 'uploading');
    receipts.cancel();
    expect(await taking).toEqual([]);
    expect(sent[0]?.signal.aborted).toBe(true);
    expect(receipts.getSnapshot()).toMatchObject({
      step: { step: 'cancelled' },
      notice: { kind: 'cancelled' },
      attachments: new Map(),
    });
  });

  it('never returns to uploading on a progress event after the upload ended', async () => {
    const receipts = createReceiptUpload(deps());
    const late: ((loaded: number, total: number) => void)[] = [];
    const { upload } = transport(async ({ options }) => {
      if (options.onProgress) late.push(options.onProgress);
      return content('d');
    });
    await receipts.take([png()], settings({ upload }));
    late[0]?.(1, 1);
    expect(receipts.getSnapshot().step.step).toBe('done');
  });

  it('waits as a throttled service asks (429 Retry-After), then sends the same bytes again', async () => {
    vi.useFakeTimers();
    const receipts = createReceiptUpload(deps());
    const throttled = new ExpenseApiError(429, 'THROTTLED', 'Slow down');
    throttled.retryAfterMs = 2000;
    const { sent, upload } = transport(
      async () => {
        throw throttled;
      },
      async () => content('e'),
    );
    const taking = receipts.take([png()], settings({ upload }));
    await reach(receipts, 'uploading');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    expect(receipts.getSnapshot().step.step).toBe('uploading');
    await vi.advanceTimersByTimeAsync(1);
    expect((await taking).map((entry) => entry.id)).toEqual([content('e').id]);
    expect(sent.map((entry) => [...entry.bytes])).toEqual([[...PNG], [...PNG]]);
  });

  it('takes a queue one file after another, and keeps going after a refused one', async () => {
    const receipts = createReceiptUpload(deps());
    let inFlight = 0;
    const { sent, upload } = transport(async ({ options }) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      await Promise.resolve();
      inFlight -= 1;
      return content(String(options.name), String(options.name));
    });
    const uploaded = await receipts.take(
      [pdf('a.pdf'), new File(['x'], 'b.txt', { type: 'text/plain' }), pdf('c.pdf')],
      settings({ upload }),
    );
    expect(uploaded.map((entry) => entry.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(sent).toHaveLength(2);
  });

  it('says a QR code that is not fiscal, and uploads without it', async () => {
    const receipts = createReceiptUpload(deps({ decodeQr: async () => 'https://example.com' }));
    const { sent, upload } = transport();
    await receipts.take([png()], settings({ upload, qrCodeSupported: true }));
    expect(sent[0]?.options).not.toHaveProperty('qrScan');
    expect(receipts.getSnapshot()).toMatchObject({ fiscal: null, notice: { kind: 'qrNotFiscal' } });
  });

  it('sends the camera code with the next file that has none, and says a HEIC photo cannot be shown', async () => {
    const scanCamera = vi.fn(async () => ({ ok: true as const, text: AT_QR }));
    const receipts = createReceiptUpload(deps({ scanCamera }));
    await receipts.scanCamera({} as HTMLVideoElement);
    expect(receipts.getSnapshot().fiscal?.documentDate).toBe('2019-08-12');
    const { sent, upload } = transport();
    await receipts.take(
      [new File([HEIC], 'IMG_1.HEIC', { type: '' })],
      settings({ upload, qrCodeSupported: true }),
    );
    expect(sent[0]?.options).toMatchObject({ contentType: 'image/heic', qrScan: AT_QR });
    const snapshot = receipts.getSnapshot();
    expect(snapshot.notice).toEqual({ kind: 'noPreviewQr' });
    expect([...snapshot.attachments.values()]).toEqual([
      { size: HEIC.length, drawable: false, preview: null },
    ]);
  });

  it('reports a refused camera, and the next pick clears it', async () => {
    const scanCamera = vi.fn(async () => ({ ok: false as const, problem: 'refused' as const }));
    const receipts = createReceiptUpload(deps({ scanCamera }));
    const cameras: string[] = [];
    receipts.subscribe(() => cameras.push(receipts.getSnapshot().camera));
    await receipts.scanCamera({} as HTMLVideoElement);
    expect(cameras).toEqual(['scanning', 'off', 'off']);
    expect(receipts.getSnapshot().cameraProblem).toBe('refused');
    await receipts.take([pdf()], settings({ upload: transport().upload }));
    expect(receipts.getSnapshot().cameraProblem).toBeNull();
  });

  it('stops the camera without a problem', async () => {
    const scanCamera = vi.fn(
      (_video: HTMLVideoElement, signal: AbortSignal) =>
        new Promise<{ ok: false; problem: 'failed' }>((resolve) =>
          signal.addEventListener('abort', () => resolve({ ok: false, problem: 'failed' })),
        ),
    );
    const receipts = createReceiptUpload(deps({ scanCamera }));
    const scanning = receipts.scanCamera({} as HTMLVideoElement);
    expect(receipts.getSnapshot().camera).toBe('scanning');
    receipts.stopCamera();
    await scanning;
    expect(receipts.getSnapshot()).toMatchObject({ camera: 'off', cameraProblem: null });
  });

  it('releases the preview URLs when disposed', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const receipts = createReceiptUpload(deps());
    await receipts.take([pdf()], settings({ upload: transport().upload }));
    const preview = [...receipts.getSnapshot().attachments.values()][0]?.preview;
    receipts.dispose();
    expect(revoke).toHaveBeenCalledWith(preview);
    revoke.mockRestore();
  });
});
