import { DEFAULT_IMAGE_LIMITS, type ImageLimits } from '../../core/receipts/imageLimits';

/** What a shrink made: the smaller JPEG, or nothing when the original should go as it is. */
export interface ShrinkResult {
  /** The re-encoded JPEG; absent when the original goes (small enough, or not smaller). */
  blob?: Blob;
}

/** JPEG quality and an extra scale factor of each try. */
const TRIES: readonly (readonly [number, number])[] = [
  [0.85, 1],
  [0.7, 1],
  [0.6, 0.8],
  [0.6, 0.8],
];

/**
 * The re-encoding itself, on whichever thread calls it: the image Worker
 * (`shrinkImage.worker.ts`) where the browser has `OffscreenCanvas`, the page's thread otherwise.
 * Decoded with its EXIF orientation applied, scaled so its longest edge fits, re-encoded as JPEG;
 * while the bytes are still over the limit the quality, then the size, go down. Throws when the
 * browser cannot decode or encode it (the caller sends the original).
 *
 * @example
 * const { blob } = await shrinkHere(file, { maxEdge: 2400 });
 */
export async function shrinkHere(file: Blob, limits: ImageLimits): Promise<ShrinkResult> {
  const maxEdge = limits.maxEdge ?? DEFAULT_IMAGE_LIMITS.maxEdge;
  const maxBytes = limits.maxBytes ?? DEFAULT_IMAGE_LIMITS.maxBytes;
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (file.size <= maxBytes && longest <= maxEdge) return {};
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
    return blob && blob.size < file.size ? { blob } : {};
  } finally {
    bitmap.close();
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
