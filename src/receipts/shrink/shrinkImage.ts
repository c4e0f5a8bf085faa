import type { ImageLimits } from '../../core/receipts/imageLimits';
import { shrinkHere, type ShrinkResult } from './shrinkHere';
import type { ShrinkReply, ShrinkRequest } from './shrinkImage.worker';
// The Worker as a file of its own (ARCHITECTURE.md "Bundles"): the library build emits it under
// assets/ and refers to it so that an app's bundler copies it as a file, never a `data:` URL that a
// `worker-src 'self'` policy refuses.
import workerUrl from './shrinkImage.worker.ts?worker&url';
import { trustedScriptUrl } from './trustedScriptUrl';

/** What {@link shrinkImage} made: the bytes to send and their type. */
export interface ShrunkImage {
  blob: Blob;
  contentType: string;
  /** False when the original goes as it is (small enough, not a JPEG/PNG/WebP, or a failure). */
  shrunk: boolean;
  /** Where the re-encoding ran: `worker` (off the page's thread), `page`, or `none`. */
  ranIn?: 'worker' | 'page' | 'none';
}

/** How {@link shrinkImage} may run. */
export interface ShrinkOptions {
  /** Use the image Worker where the browser can (default true); false runs on the page's thread. */
  worker?: boolean;
}

/** Formats re-encoded here; others (HEIC, PDF, GIF) go as they are. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Makes a large photo reasonable before upload (`shrinkHere`: EXIF orientation applied, the
 * longest edge fitted, JPEG with lower quality and size while over the limit). The decode and the
 * encode run in a Worker with `OffscreenCanvas` where the browser has both, so a 12 MP photo does
 * not stop typing; elsewhere, or when the Worker fails, on the page's thread. Small images, other
 * formats, a result that is not smaller, and any failure give the original. A lazy chunk: the
 * main entry does not carry it.
 *
 * @example
 * const { blob, contentType, shrunk } = await shrinkImage(file, 'image/jpeg');
 */
export async function shrinkImage(
  file: Blob,
  contentType: string,
  limits: ImageLimits = {},
  options: ShrinkOptions = {},
): Promise<ShrunkImage> {
  const original = (ranIn: NonNullable<ShrunkImage['ranIn']>): ShrunkImage => ({
    blob: file,
    contentType,
    shrunk: false,
    ranIn,
  });
  if (!RESIZABLE.has(contentType) || typeof createImageBitmap !== 'function')
    return original('none');
  const made = (result: ShrinkResult, ranIn: NonNullable<ShrunkImage['ranIn']>): ShrunkImage =>
    result.blob
      ? { blob: result.blob, contentType: 'image/jpeg', shrunk: true, ranIn }
      : original(ranIn);
  if (options.worker !== false && canUseWorker()) {
    const reply = await inWorker({ file, limits });
    if (reply && !reply.failed) return made(reply, 'worker');
    if (reply?.failed) return original('worker');
    // No answer from the Worker (it could not start): the page's thread does it.
  }
  try {
    return made(await shrinkHere(file, limits), 'page');
  } catch {
    // A photo the browser cannot decode or encode goes as it is: the service judges it.
    return original('page');
  }
}

/** A Worker can decode (`createImageBitmap`) and encode (`OffscreenCanvas.convertToBlob`). */
function canUseWorker(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    'convertToBlob' in OffscreenCanvas.prototype
  );
}

/** One Worker per photo (a photo is picked now and then): null when it could not run. */
function inWorker(request: ShrinkRequest): Promise<ShrinkReply | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(trustedScriptUrl(new URL(workerUrl, import.meta.url).href), {
        type: 'module',
      });
    } catch {
      resolve(null);
      return;
    }
    const done = (reply: ShrinkReply | null) => {
      worker.terminate();
      resolve(reply);
    };
    worker.onmessage = (event: MessageEvent<ShrinkReply>) => done(event.data);
    // A Worker that fails to load (a bundler that did not emit it, a CSP that refuses it) reports
    // an error event as soon as the browser refuses it: the page's thread takes over then.
    worker.onerror = (event) => {
      event.preventDefault();
      done(null);
    };
    worker.postMessage(request);
  });
}
