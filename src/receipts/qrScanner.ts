/**
 * QR decoding with @zxing/browser, loaded with a dynamic import only when a scan starts: it is
 * never in the main chunk (ARCHITECTURE.md "Bundles").
 */

async function reader() {
  const [{ BrowserQRCodeReader }, { DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  // TRY_HARDER: a receipt's code is a small part of a phone photo; the quick search misses it.
  return new BrowserQRCodeReader(new Map([[DecodeHintType.TRY_HARDER, true]]));
}

/**
 * The text of a QR code in an image file, or null when the image has none. The full-size image is
 * tried first (a small code needs every pixel); the decoder misses codes in a whole 12-megapixel
 * phone photo, so smaller copies (longest edge 2000 and 1200 px) are tried after it.
 *
 * @example
 * const text = await decodeQrFromFile(file);
 */
export async function decodeQrFromFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file);
  const decoder = await reader();
  try {
    return (await decoder.decodeFromImageUrl(url)).getText();
  } catch {
    // No code found, or an image the decoder cannot read: the smaller copies say more.
  } finally {
    URL.revokeObjectURL(url);
  }
  return decodeScaledCopies(file, decoder);
}

async function decodeScaledCopies(
  file: Blob,
  decoder: Awaited<ReturnType<typeof reader>>,
): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    for (const edge of [2000, 1200]) {
      if (longest <= edge) continue;
      const scale = edge / longest;
      const canvas = Object.assign(document.createElement('canvas'), {
        width: Math.round(bitmap.width * scale),
        height: Math.round(bitmap.height * scale),
      });
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      try {
        return decoder.decodeFromCanvas(canvas).getText();
      } catch {
        // Not at this size: the next is smaller.
      }
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/** Why the camera could not be used. */
export type CameraProblem = 'refused' | 'missing' | 'failed';

/**
 * Opens the camera (`getUserMedia`), shows it in `video`, and resolves with the first QR code's
 * text. The camera is released when it resolves, fails or `signal` aborts.
 *
 * @example
 * const text = await scanQrFromCamera(videoElement, controller.signal);
 */
export async function scanQrFromCamera(
  video: HTMLVideoElement,
  signal: AbortSignal,
): Promise<{ ok: true; text: string } | { ok: false; problem: CameraProblem }> {
  if (!navigator.mediaDevices?.getUserMedia) return { ok: false, problem: 'missing' };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment' },
      audio: false,
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    return {
      ok: false,
      problem:
        name === 'NotAllowedError' || name === 'SecurityError'
          ? 'refused'
          : name === 'NotFoundError' || name === 'OverconstrainedError'
            ? 'missing'
            : 'failed',
    };
  }
  const stop = () => stream.getTracks().forEach((track) => track.stop());
  // Muted here, not by the markup's `muted`: a video muted before it plays may play without a
  // gesture, and a property React hydrates against the DOM's reflection (which not every DOM
  // gives) has no place in the server's HTML.
  video.muted = true;
  signal.addEventListener('abort', stop, { once: true });
  try {
    const result = await (await reader()).decodeOnceFromStream(stream, video);
    return { ok: true, text: result.getText() };
  } catch {
    return { ok: false, problem: 'failed' };
  } finally {
    stop();
  }
}
