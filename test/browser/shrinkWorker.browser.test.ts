// A 12 MP photo is re-encoded in a Worker (OffscreenCanvas), so the page's thread stays
// free for typing; where no Worker can run, the page's thread does it and the result is the same.
// How long the page's thread is blocked meanwhile is a figure, not a test: `npm run bench:uploads`
// measures it and fails when the Worker's run leaves a long task of over 50 ms.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkImage } from '../../src/receipts/shrink/shrinkImage';
import { phonePhoto } from '../tools/phonePhoto';

/** The re-encoded JPEG is upright (orientation 6 applied) and within the default limits. */
async function expectUprightJpeg(blob: Blob) {
  const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
  expect([...head]).toEqual([0xff, 0xd8]);
  expect(blob.size).toBeLessThan(1.5 * 1024 * 1024);
  const bitmap = await createImageBitmap(blob);
  expect([bitmap.width, bitmap.height]).toEqual([1800, 2400]);
}

afterEach(() => vi.unstubAllGlobals());

describe('re-encoding a 12 MP photo', () => {
  it('runs in a Worker of its own', async () => {
    const photo = await phonePhoto();
    const constructed = vi.fn();
    const RealWorker = Worker;
    vi.stubGlobal(
      'Worker',
      class extends RealWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          constructed(String(url));
        }
      },
    );
    const result = await shrinkImage(photo, 'image/jpeg');
    expect(result.ranIn).toBe('worker');
    expect(result.shrunk).toBe(true);
    expect(result.contentType).toBe('image/jpeg');
    expect(constructed).toHaveBeenCalledOnce();
    await expectUprightJpeg(result.blob);
  }, 90_000);

  it('falls back to the page’s thread without a Worker, with the same result', async () => {
    const photo = await phonePhoto();
    vi.stubGlobal('Worker', undefined);
    const result = await shrinkImage(photo, 'image/jpeg');
    expect(result.ranIn).toBe('page');
    expect(result.shrunk).toBe(true);
    await expectUprightJpeg(result.blob);
  }, 90_000);

  it('falls back to the page’s thread when the Worker cannot load', async () => {
    const photo = await phonePhoto();
    const RealWorker = Worker;
    // A Worker whose script is missing (a bundler that did not emit it): its error event fires.
    vi.stubGlobal(
      'Worker',
      class extends RealWorker {
        constructor(_url: string | URL, options?: WorkerOptions) {
          super(new URL('/no-such-worker.js', location.href), options);
        }
      },
    );
    const result = await shrinkImage(photo, 'image/jpeg');
    expect(result.ranIn).toBe('page');
    expect(result.shrunk).toBe(true);
    await expectUprightJpeg(result.blob);
  }, 90_000);

  it('sends a small photo as it is, from the Worker too', async () => {
    const canvas = new OffscreenCanvas(40, 30);
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
    context.fillStyle = '#c00';
    context.fillRect(0, 0, 40, 30);
    const small = await canvas.convertToBlob({ type: 'image/png' });
    const result = await shrinkImage(small, 'image/png');
    expect(result).toEqual({
      blob: small,
      contentType: 'image/png',
      shrunk: false,
      ranIn: 'worker',
    });
  });
});
