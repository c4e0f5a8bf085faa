import type { Content } from '../../core/wire/model/types';
import {
  IDLE_RECEIPT_UPLOAD,
  type ReceiptUpload,
  type ReceiptUploadSettings,
  type ReceiptUploadSnapshot,
} from './receiptUpload';
import { createSubscribable } from '../../core/base/subscribable';

/** A {@link ReceiptUpload} whose pipeline is fetched ahead of the first pick. */
export interface LazyReceiptUpload extends ReceiptUpload {
  /** Starts loading the pipeline now (the field is on screen and can upload). */
  warm(): void;
}

const loadPipeline = async (): Promise<ReceiptUpload> =>
  (await import('./createReceiptUpload')).createReceiptUpload();

/**
 * The receipt pipeline as a lazy chunk (ARCHITECTURE.md "Bundles"): the main entry holds only
 * this stand-in, idle until the pipeline is loaded at the first pick or scan (or by `warm`). A
 * pipeline that cannot be loaded (the network dropped) fails the picked file, which "Send again"
 * picks up once it loads: the user never picks it again.
 *
 * @example
 * const receipts = lazyReceiptUpload();
 * receipts.warm();
 * const uploaded = await receipts.take([file], settings);
 */
export function lazyReceiptUpload(
  load: () => Promise<ReceiptUpload> = loadPipeline,
): LazyReceiptUpload {
  let real: ReceiptUpload | null = null;
  let loading: Promise<ReceiptUpload> | null = null;
  /** The stand-in's own snapshot: idle, or the file that failed while the pipeline did not load. */
  let own: ReceiptUploadSnapshot = IDLE_RECEIPT_UPLOAD;
  const listeners = createSubscribable();
  const notify = () => {
    listeners.notify();
  };
  const pipeline = () => {
    loading ??= load().then(
      (made) => {
        real = made;
        made.subscribe(notify);
        return made;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  /** Runs `work` on the pipeline; when it cannot load, the control shows `failed` instead. */
  async function withPipeline<T>(
    failed: ReceiptUploadSnapshot,
    none: T,
    work: (receipts: ReceiptUpload) => Promise<T>,
  ): Promise<T> {
    let receipts: ReceiptUpload;
    try {
      receipts = await pipeline();
    } catch {
      own = failed;
      notify();
      return none;
    }
    return work(receipts);
  }
  const failedFile = (file: File): ReceiptUploadSnapshot => ({
    ...IDLE_RECEIPT_UPLOAD,
    step: { step: 'failed', file },
  });

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => real?.getSnapshot() ?? own,
    warm: () => void pipeline().catch(() => undefined),
    take: (files, settings) =>
      withPipeline<Content[]>(files[0] ? failedFile(files[0]) : own, [], (receipts) =>
        receipts.take(files, settings),
      ),
    async retry(settings: ReceiptUploadSettings) {
      if (real) return real.retry(settings);
      // The file that failed while the pipeline did not load goes now, as picked.
      const failed = own.step;
      if (failed.step !== 'failed') return null;
      return withPipeline(failedFile(failed.file), null, async (receipts) => {
        const [content] = await receipts.take([failed.file], settings);
        return content ?? null;
      });
    },
    cancel: () => real?.cancel(),
    scanCamera: (video) =>
      withPipeline({ ...own, cameraProblem: 'failed' }, undefined, (receipts) =>
        receipts.scanCamera(video),
      ),
    stopCamera: () => real?.stopCamera(),
    dispose: () => real?.dispose(),
  };
}
