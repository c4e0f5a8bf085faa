import QRCode from 'qrcode';

/** The fiscal QR text the photo's receipt carries (a sample of Portaria 195/2020). */
export const PHOTO_QR =
  'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80';

/** A JPEG with an EXIF APP1 segment that says "rotate 90° clockwise to show" (orientation 6). */
function withOrientation6(jpeg: Uint8Array): Uint8Array {
  const exif = [
    ...new TextEncoder().encode('Exif\0\0MM\0*'),
    0,
    0,
    0,
    8, // IFD0 at offset 8
    0,
    1, // one entry
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    6,
    0,
    0, // Orientation, SHORT, 1 value: 6
    0,
    0,
    0,
    0, // no next IFD
  ];
  const length = exif.length + 2;
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe1,
    length >> 8,
    length & 0xff,
    ...exif,
    ...jpeg.slice(2),
  ]);
}

/**
 * A 12-megapixel phone photo: 4000 × 3000 of a grainy table (large, as real photos are) with a
 * white receipt on it, a red block in the stored top-left corner, and a fiscal QR code with 4-pixel modules (under 2 pixels once
 * the photo is made smaller), stored sideways with EXIF orientation 6.
 */
export async function phonePhoto(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 4000;
  canvas.height = 3000;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  // A table top with sensor noise (what makes phone JPEGs large), a white receipt on it.
  const noise = context.createImageData(4000, 3000);
  for (let offset = 0; offset < noise.data.length; offset += 65536)
    crypto.getRandomValues(noise.data.subarray(offset, offset + 65536));
  for (let index = 0; index < noise.data.length; index += 4) {
    const grain = (noise.data[index] ?? 0) & 15;
    noise.data[index] = 120 + grain;
    noise.data[index + 1] = 100 + grain;
    noise.data[index + 2] = 80 + grain;
    noise.data[index + 3] = 255;
  }
  context.putImageData(noise, 0, 0);
  context.fillStyle = '#f00';
  context.fillRect(0, 0, 600, 600);
  context.fillStyle = '#fff';
  context.fillRect(1000, 300, 2200, 2400);
  await drawCode(context, 24, 1100, 400);
  const blob = await encoded(canvas, 'image/jpeg', 0.92);
  const bytes = withOrientation6(new Uint8Array(await blob.arrayBuffer()));
  return new File([bytes as Uint8Array<ArrayBuffer>], 'IMG_2041.JPG', { type: 'image/jpeg' });
}

/**
 * A 4000 × 3000 scan (white, PNG) whose fiscal code has 2-pixel modules: a code that needs the
 * full-size image.
 */
export async function scanWithFineCode(): Promise<File> {
  const canvas = Object.assign(document.createElement('canvas'), { width: 4000, height: 3000 });
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, 4000, 3000);
  await drawCode(context, 2, 1900, 1400);
  return new File([await encoded(canvas, 'image/png')], 'scan.png', { type: 'image/png' });
}

/** Draws the fiscal code with modules of `scale` pixels at (x, y). */
async function drawCode(context: CanvasRenderingContext2D, scale: number, x: number, y: number) {
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, PHOTO_QR, { margin: 4, scale });
  context.drawImage(qr, x, y);
}

function encoded(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve) =>
    canvas.toBlob((result) => resolve(result as Blob), type, quality),
  );
}
