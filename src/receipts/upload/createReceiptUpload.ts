import { ExpenseApiError } from '../../core/wire/errors';
import { checkContentType } from '../../core/receipts/fileType';
import { parseFiscalQr } from '../../core/receipts/fiscalQr';
import type { ImageLimits } from '../../core/receipts/imageLimits';
import type { Content } from '../../core/wire/model/types';
import { pacedUpload } from './pacedUpload';
import { decodeQrFromFile, scanQrFromCamera } from '../qrScanner';
import {
  IDLE_RECEIPT_UPLOAD,
  type ReceiptStep,
  type ReceiptUpload,
  type ReceiptUploadSettings,
  type ReceiptUploadSnapshot,
} from './receiptUpload';
import type { ShrunkImage } from '../shrink/shrinkImage';
import { createSubscribable } from '../../core/base/subscribable';

/** The limits of "Send a smaller version" after the service refused a file as too large. */
export const SMALLER: ImageLimits = { maxEdge: 1600, maxBytes: 600 * 1024 };

/** The browser work the pipeline does; tests give their own (no DOM, no decoder). */
export interface ReceiptUploadDeps {
  decodeQr: (file: Blob) => Promise<string | null>;
  shrink: (file: Blob, contentType: string, limits?: ImageLimits) => Promise<ShrunkImage>;
  scanCamera: typeof scanQrFromCamera;
}

/** The decoder and the camera load @zxing lazily; the shrinker is a lazy chunk of its own. */
const BROWSER: ReceiptUploadDeps = {
  decodeQr: decodeQrFromFile,
  shrink: async (file, contentType, limits) =>
    (await import('../shrink/shrinkImage')).shrinkImage(file, contentType, limits),
  scanCamera: scanQrFromCamera,
};

/**
 * Makes the upload pipeline of one receipt control (spec 4.3): the declared type is
 * checked against the file's first bytes; a fiscal QR code is read from the full-size original;
 * a large photo is made smaller; the bytes go at the service's pace (429); a failure keeps the
 * file to send the same bytes again, a 413 to send a smaller version; an upload can be cancelled.
 * A fiscal code read by the camera goes with the next upload whose file has none of its own.
 *
 * @example
 * const receipts = createReceiptUpload();
 * const [content] = await receipts.take([file], { upload, qrCodeSupported: true, scan: true });
 */
export function createReceiptUpload(deps: ReceiptUploadDeps = BROWSER): ReceiptUpload {
  let state = IDLE_RECEIPT_UPLOAD;
  const listeners = createSubscribable();
  const set = (patch: Partial<ReceiptUploadSnapshot>) => {
    state = { ...state, ...patch };
    listeners.notify();
  };
  const step = (next: ReceiptStep) => set({ step: next });
  let upload: AbortController | null = null;
  let camera: AbortController | null = null;
  let cameraQr: string | null = null;
  const previews: string[] = [];

  /** The fiscal code to send with `file`: its own, else the camera's; null when none is fiscal. */
  async function fiscalCode(file: File, contentType: string): Promise<string | undefined> {
    // Read from the full-size original, before any downscaling can cost the code.
    let text = cameraQr;
    if (contentType.startsWith('image/')) {
      step({ step: 'scanning', file });
      text = (await deps.decodeQr(file)) ?? cameraQr;
    }
    if (text === null) return undefined;
    const parsed = parseFiscalQr(text);
    if (parsed.valid) {
      set({ fiscal: parsed.data });
      return parsed.text;
    }
    set({ fiscal: null, notice: { kind: 'qrNotFiscal' } });
    return undefined;
  }

  /** One file through the pipeline; resolves with its Content, or null when it did not go. */
  async function send(
    file: File,
    settings: ReceiptUploadSettings,
    limits: ImageLimits | false | undefined,
  ): Promise<Content | null> {
    set({ step: { step: 'picked', file }, notice: null, cameraProblem: null });
    step({ step: 'checking', file });
    const check = checkContentType(
      file.type,
      new Uint8Array(await file.slice(0, 32).arrayBuffer()),
    );
    if (!check.ok) {
      const refusal =
        check.reason === 'unsupported'
          ? { reason: 'unsupported' as const }
          : { reason: 'mismatch' as const, declared: check.declared, detected: check.detected };
      step({ step: 'refused', file, refusal });
      return null;
    }
    const transport = settings.upload;
    if (!transport) {
      step({ step: 'refused', file, refusal: { reason: 'noUpload' } });
      return null;
    }
    const qrScan = settings.qrCodeSupported ? await fiscalCode(file, check.contentType) : undefined;
    const controller = new AbortController();
    upload = controller;
    const name = file.name || 'file';
    const image = check.contentType.startsWith('image/');
    try {
      // A large photo is made reasonable first; the shrinker gives the original on any failure.
      let sent: ShrunkImage = { blob: file, contentType: check.contentType, shrunk: false };
      if (limits !== false && image) {
        step({ step: 'shrinking', file });
        sent = await deps.shrink(file, check.contentType, limits);
      }
      // The bytes themselves, not the File: every fetch implementation takes them as a body.
      const bytes = new Uint8Array(await sent.blob.arrayBuffer());
      step({ step: 'uploading', file, progress: null });
      const onProgress = (loaded: number, total: number) => {
        // A late progress event never brings back a finished or cancelled upload.
        if (upload === controller && state.step.step === 'uploading')
          step({ step: 'uploading', file, progress: { loaded, total } });
      };
      const options = {
        contentType: sent.contentType,
        name: sent.shrunk ? name.replace(/(\.[A-Za-z0-9]+)?$/, '.jpg') : name,
        ...(qrScan ? { qrScan } : {}),
        ...(settings.scan ? { scan: true } : {}),
        onProgress,
      };
      const content = await pacedUpload(
        () => transport(bytes, options, controller.signal),
        controller.signal,
      );
      // Every accepted type but HEIC shows: an image as its thumbnail, a PDF through its link.
      const drawable = check.contentType !== 'image/heic';
      // The picked file's URL (a stored content has no bytes in the page).
      const preview = drawable ? URL.createObjectURL(file) : null;
      if (preview) previews.push(preview);
      const attachments = new Map(state.attachments).set(content.id, {
        size: file.size,
        drawable,
        preview,
      });
      const notice =
        !drawable && settings.qrCodeSupported
          ? { kind: 'noPreviewQr' as const }
          : sent.shrunk
            ? { kind: 'shrunk' as const, before: file.size, after: bytes.byteLength }
            : state.notice;
      set({ step: { step: 'done', file, content }, attachments, notice });
      return content;
    } catch (error) {
      if (controller.signal.aborted) {
        set({ step: { step: 'cancelled', file }, notice: { kind: 'cancelled' } });
      } else if (error instanceof ExpenseApiError && error.status === 413) {
        step({ step: 'tooLarge', file });
      } else {
        step({ step: 'failed', file });
      }
      return null;
    } finally {
      upload = null;
    }
  }

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => state,
    async take(files, settings) {
      // One after another, so a queue goes at the service's pace; none is lost.
      const uploaded: Content[] = [];
      for (const file of files) {
        const content = await send(file, settings, settings.imageLimits);
        if (content) uploaded.push(content);
      }
      return uploaded;
    },
    async retry(settings) {
      const failed = state.step;
      if (failed.step !== 'failed' && failed.step !== 'tooLarge') return null;
      return send(
        failed.file,
        settings,
        failed.step === 'tooLarge' ? SMALLER : settings.imageLimits,
      );
    },
    cancel: () => upload?.abort(),
    async scanCamera(video) {
      const controller = new AbortController();
      camera = controller;
      set({ camera: 'scanning', cameraProblem: null });
      const result = await deps.scanCamera(video, controller.signal);
      set({ camera: 'off' });
      if (controller.signal.aborted) return;
      if (!result.ok) {
        set({ cameraProblem: result.problem });
        return;
      }
      const parsed = parseFiscalQr(result.text);
      if (parsed.valid) {
        cameraQr = parsed.text;
        set({ fiscal: parsed.data });
      } else set({ notice: { kind: 'qrNotFiscal' } });
    },
    stopCamera: () => camera?.abort(),
    dispose() {
      previews.splice(0).forEach((url) => URL.revokeObjectURL(url));
      camera?.abort();
    },
  };
}
