/**
 * QR decoding with @zxing/browser, loaded with a dynamic import only when a scan starts: it is
 * never in the main chunk (DESIGN.md).
 */

async function reader() {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  return new BrowserQRCodeReader();
}

/**
 * The text of a QR code in an image file, or null when the image has none.
 *
 * @example
 * const text = await decodeQrFromFile(file);
 */
export async function decodeQrFromFile(file: Blob): Promise<string | null> {
  const url = URL.createObjectURL(file);
  try {
    const result = await (await reader()).decodeFromImageUrl(url);
    return result.getText();
  } catch {
    // No code found, or an image the decoder cannot read: both mean "no QR code here".
    return null;
  } finally {
    URL.revokeObjectURL(url);
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
