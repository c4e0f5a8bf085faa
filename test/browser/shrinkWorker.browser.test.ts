// Issue 25: a 12 MP photo is re-encoded in a Worker (OffscreenCanvas), so the page's thread stays
// free for typing; where no Worker can run, the page's thread does it and the result is the same.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkImage } from '../../src/receipts/shrinkImage';
import { phonePhoto } from '../tools/phonePhoto';

/** The page's long tasks (50 ms and over) while `run` runs: their sum. */
async function longTasksDuring<T>(
  run: () => Promise<T>,
): Promise<{ result: T; blockedMs: number }> {
  const tasks: PerformanceEntry[] = [];
  const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
  observer.observe({ type: 'longtask' });
  const started = performance.now();
  const result = await run();
  const ended = performance.now();
  // Long tasks are reported after they end: one more task lets the last one in.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  const blockedMs = tasks
    .filter((task) => task.startTime < ended && task.startTime + task.duration > started)
    .reduce((sum, task) => sum + task.duration, 0);
  return { result, blockedMs };
}

/** The re-encoded JPEG is upright (orientation 6 applied) and within the default limits. */
async function expectUprightJpeg(blob: Blob) {
  const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
  expect([...head]).toEqual([0xff, 0xd8]);
  expect(blob.size).toBeLessThan(1.5 * 1024 * 1024);
  const bitmap = await createImageBitmap(blob);
  expect([bitmap.width, bitmap.height]).toEqual([1800, 2400]);
}

afterEach(() => vi.unstubAllGlobals());

describe('re-encoding a 12 MP photo (issue 25)', () => {
  it('runs in the Worker: the page has no long task over 50 ms while it runs', async () => {
    const photo = await phonePhoto();
    // The dev server's first answer for the Worker's module, and the photo's own encoding, are
    // over before the measured one starts.
    await shrinkImage(photo, 'image/jpeg');
    await new Promise((resolve) => setTimeout(resolve, 500));
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
    const { result, blockedMs } = await longTasksDuring(() => shrinkImage(photo, 'image/jpeg'));
    expect(result.ranIn).toBe('worker');
    expect(result.shrunk).toBe(true);
    expect(result.contentType).toBe('image/jpeg');
    expect(constructed).toHaveBeenCalledOnce();
    console.info(`12 MP re-encoding in the Worker: ${Math.round(blockedMs)} ms of long tasks`);
    expect(blockedMs).toBeLessThanOrEqual(50);
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
