import type { FiscalQrData } from '../../core/receipts/fiscalQr';
import type { ImageLimits } from '../../core/receipts/imageLimits';
import type { FileUpload } from '../../core/http/transport';
import type { Content } from '../../core/wire/model/types';
import type { CameraProblem } from '../qrScanner';

/** Bytes sent of the current upload, as the transport reports them. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Why a file was refused before any upload (its type, or a form that cannot upload). */
export type ReceiptRefusal =
  | { reason: 'unsupported' }
  | { reason: 'mismatch'; declared: string; detected: string | null }
  | { reason: 'noUpload' };

/**
 * Where the pipeline is with the current (or last) file. A file goes
 * `picked → checking → [scanning] → [shrinking] → uploading → done`, or ends `refused` (type
 * check), `failed`, `tooLarge` (413: a smaller version may go) or `cancelled`.
 */
export type ReceiptStep =
  | { step: 'idle' }
  | { step: 'picked'; file: File }
  /** Reading the first bytes to check the declared type against them. */
  | { step: 'checking'; file: File }
  /** Reading a fiscal QR code from the full-size original. */
  | { step: 'scanning'; file: File }
  /** Making a large photo smaller (a lazy chunk). */
  | { step: 'shrinking'; file: File }
  | { step: 'uploading'; file: File; progress: UploadProgress | null }
  | { step: 'done'; file: File; content: Content }
  | { step: 'refused'; file: File; refusal: ReceiptRefusal }
  | { step: 'failed'; file: File }
  | { step: 'tooLarge'; file: File }
  | { step: 'cancelled'; file: File };

/** A remark under the control that is not an error. */
export type ReceiptNotice =
  | { kind: 'qrNotFiscal' }
  | { kind: 'shrunk'; before: number; after: number }
  /** A photo the browser cannot show (HEIC) in a field that reads fiscal codes. */
  | { kind: 'noPreviewQr' }
  | { kind: 'cancelled' };

/** What the page knows of an uploaded content: the picked size, and whether it can be shown. */
export interface ReceiptAttachment {
  size: number;
  drawable: boolean;
  /** An object URL of the picked file, or null when the browser cannot draw it. */
  preview: string | null;
}

/** Everything a receipt control draws. */
export interface ReceiptUploadSnapshot {
  step: ReceiptStep;
  notice: ReceiptNotice | null;
  /** The last fiscal QR code read (from a picked image or the camera). */
  fiscal: FiscalQrData | null;
  camera: 'off' | 'scanning';
  cameraProblem: CameraProblem | null;
  /** By content id: what was picked for each content uploaded here. */
  attachments: ReadonlyMap<string, ReceiptAttachment>;
}

/**
 * The snapshot before any file or scan: what a control draws while the pipeline is not loaded.
 *
 * @example
 * receipts.getSnapshot() === IDLE_RECEIPT_UPLOAD; // true until a file is picked
 */
export const IDLE_RECEIPT_UPLOAD: ReceiptUploadSnapshot = Object.freeze({
  step: Object.freeze({ step: 'idle' as const }),
  notice: null,
  fiscal: null,
  camera: 'off' as const,
  cameraProblem: null,
  attachments: new Map<string, ReceiptAttachment>(),
});

/** What the pipeline needs from the form, read at each pick (the props of the moment). */
export interface ReceiptUploadSettings {
  upload?: (body: Blob | Uint8Array, options: FileUpload, signal: AbortSignal) => Promise<Content>;
  /** The form's image limits; `false` sends photos as picked. */
  imageLimits?: ImageLimits | false;
  /** Read a fiscal QR code and send it in `qrScan` (spec 4.3). */
  qrCodeSupported: boolean;
  /** Upload with OCR (`action=scan`): the receipt field only. */
  scan: boolean;
}

/**
 * The receipt upload pipeline of one control, framework-free (ARCHITECTURE.md "House rules": the
 * engine owns state and timing; React only subscribes). Made by `createReceiptUpload`.
 *
 * @example
 * const receipts = createReceiptUpload();
 * receipts.subscribe(() => console.log(receipts.getSnapshot().step.step));
 * const uploaded = await receipts.take([file], { upload, qrCodeSupported: false, scan: true });
 */
export interface ReceiptUpload {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ReceiptUploadSnapshot;
  /** Checks and uploads the files one after another; resolves with the contents that went. */
  take(files: readonly File[], settings: ReceiptUploadSettings): Promise<Content[]>;
  /** Sends the failed file again with the same bytes (smaller after a size refusal). */
  retry(settings: ReceiptUploadSettings): Promise<Content | null>;
  /** Cancels the upload in flight (or the photo being made smaller). */
  cancel(): void;
  /** Reads a fiscal code with the camera into `video`; it goes with the next upload. */
  scanCamera(video: HTMLVideoElement): Promise<void>;
  stopCamera(): void;
  /** Releases the preview URLs and the camera (the control left the page). */
  dispose(): void;
}

/**
 * True while bytes are being prepared or sent: the control is busy and the upload can be
 * cancelled.
 *
 * @example
 * isSending({ step: 'uploading', file, progress: null }); // true
 */
export function isSending(
  step: ReceiptStep,
): step is Extract<ReceiptStep, { step: 'shrinking' | 'uploading' }> {
  return step.step === 'shrinking' || step.step === 'uploading';
}
