// @vitest-environment node
// The stand-in the main entry holds for the receipt pipeline (a lazy chunk).
import { describe, expect, it, vi } from 'vitest';
import type { Content } from '../../../src/core/wire/model/types';
import { lazyReceiptUpload } from '../../../src/receipts/upload/lazyReceiptUpload';
import {
  IDLE_RECEIPT_UPLOAD,
  type ReceiptUpload,
  type ReceiptUploadSettings,
  type ReceiptUploadSnapshot,
} from '../../../src/receipts/upload/receiptUpload';

const file = new File(['%PDF-1.7'], 'r.pdf', { type: 'application/pdf' });
const content = { id: 'c'.repeat(32), name: 'r.pdf' } as Content;
const settings: ReceiptUploadSettings = { qrCodeSupported: false, scan: true };

/** A pipeline that takes every file and reports one snapshot of its own. */
function fakePipeline(): ReceiptUpload & { emit(snapshot: ReceiptUploadSnapshot): void } {
  let snapshot = IDLE_RECEIPT_UPLOAD;
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    emit(next) {
      snapshot = next;
      listeners.forEach((listener) => listener());
    },
    take: vi.fn(async (files: readonly File[]) => files.map(() => content)),
    retry: vi.fn(async () => content),
    cancel: vi.fn(),
    scanCamera: vi.fn(async () => undefined),
    stopCamera: vi.fn(),
    dispose: vi.fn(),
  };
}

describe('lazyReceiptUpload', () => {
  it('is idle and loads nothing until warmed or used; then it shows the pipeline and forwards to it', async () => {
    const pipeline = fakePipeline();
    const load = vi.fn(async () => pipeline);
    const receipts = lazyReceiptUpload(load);
    expect(receipts.getSnapshot()).toBe(IDLE_RECEIPT_UPLOAD);
    receipts.cancel();
    receipts.dispose();
    expect(load).not.toHaveBeenCalled();
    const seen: string[] = [];
    receipts.subscribe(() => seen.push(receipts.getSnapshot().step.step));
    receipts.warm();
    expect(await receipts.take([file], settings)).toEqual([content]);
    expect(load).toHaveBeenCalledTimes(1);
    pipeline.emit({ ...IDLE_RECEIPT_UPLOAD, step: { step: 'uploading', file, progress: null } });
    expect(seen).toEqual(['uploading']);
    await receipts.retry(settings);
    receipts.cancel();
    receipts.dispose();
    expect(pipeline.retry).toHaveBeenCalledWith(settings);
    expect(pipeline.cancel).toHaveBeenCalled();
    expect(pipeline.dispose).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the picked file when the pipeline cannot load, and sends it once it loads', async () => {
    const pipeline = fakePipeline();
    const load = vi
      .fn<() => Promise<ReceiptUpload>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(pipeline);
    const receipts = lazyReceiptUpload(load);
    expect(await receipts.take([file], settings)).toEqual([]);
    expect(receipts.getSnapshot().step).toEqual({ step: 'failed', file });
    expect(await receipts.retry(settings)).toBe(content);
    expect(pipeline.take).toHaveBeenCalledWith([file], settings);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says the camera failed when the pipeline cannot load', async () => {
    const receipts = lazyReceiptUpload(async () => {
      throw new TypeError('offline');
    });
    receipts.warm();
    await receipts.scanCamera({} as HTMLVideoElement);
    expect(receipts.getSnapshot().cameraProblem).toBe('failed');
    expect(await receipts.retry(settings)).toBeNull();
  });
});
