import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from '../core/receipts/imageLimits';

/** What {@link shrinkImage} made: the bytes to send and their type. */
export interface ShrunkImage {
  blob: Blob;
  contentType: string;
  /** False when the original goes as it is (small enough, not a JPEG/PNG/WebP, or a failure). */
  shrunk: boolean;
}

/** JPEG quality and an extra scale factor of each try. */
const TRIES: readonly (readonly [number, number])[] = [
  [0.85, 1],
  [0.7, 1],
  [0.6, 0.8],
  [0.6, 0.8],
];

/** Formats re-encoded here; others (HEIC, PDF, GIF) go as they are. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Makes a large photo reasonable before upload: decoded with its EXIF orientation applied
 * (`createImageBitmap` decodes off the main thread), scaled so its longest edge fits, and
 * re-encoded as JPEG (asynchronously, `OffscreenCanvas.convertToBlob` where there is one). Small
 * images, other formats, a result that is not smaller, and any failure give the original. A lazy
 * chunk: the main entry does not carry it.
 *
 * @example
 * const { blob, contentType, shrunk } = await shrinkImage(file, 'image/jpeg');
 */
export async function shrinkImage(
  file: Blob,
  contentType: string,
  limits: ImageLimits = {},
): Promise<ShrunkImage> {
  const original: ShrunkImage = { blob: file, contentType, shrunk: false };
  const maxEdge = limits.maxEdge ?? DEFAULT_IMAGE_LIMITS.maxEdge;
  const maxBytes = limits.maxBytes ?? DEFAULT_IMAGE_LIMITS.maxBytes;
  if (!RESIZABLE.has(contentType) || typeof createImageBitmap !== 'function') return original;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const longest = Math.max(bitmap.width, bitmap.height);
    if (file.size <= maxBytes && longest <= maxEdge) {
      bitmap.close();
      return original;
    }
    // Fit the edge first; while the bytes are still over the limit, lower the quality, then the
    // size (a few tries: a photo of fine detail compresses less than a receipt on a table).
    let scale = Math.min(1, maxEdge / longest);
    let blob: Blob | null = null;
    for (const [quality, shrink] of TRIES) {
      scale *= shrink;
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      blob = await encode(bitmap, width, height, quality);
      if (!blob || blob.size <= maxBytes) break;
    }
    bitmap.close();
    return blob && blob.size < file.size
      ? { blob, contentType: 'image/jpeg', shrunk: true }
      : original;
  } catch {
    // A photo the browser cannot decode or encode goes as it is: the service judges it.
    return original;
  }
}

/** Draws the bitmap at the size on white (a PNG's transparency) and encodes it as JPEG. */
async function encode(
  bitmap: ImageBitmap,
  width: number,
  height: number,
  quality: number,
): Promise<Blob | null> {
  const canvas =
    typeof OffscreenCanvas === 'function'
      ? new OffscreenCanvas(width, height)
      : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
