// @vitest-environment node
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { parseFiscalQr } from '../../src/core/receipts/fiscalQr';

/** Decodes a QR code from a PNG in Node: zxing on the image's luminance (no DOM needed). */
function decodePng(path: string): string {
  const png = PNG.sync.read(readFileSync(path));
  const luminance = new Uint8ClampedArray(png.width * png.height);
  for (let index = 0; index < luminance.length; index += 1) {
    const at = index * 4;
    luminance[index] = Math.round(
      ((png.data[at] ?? 0) + (png.data[at + 1] ?? 0) + (png.data[at + 2] ?? 0)) / 3,
    );
  }
  const bitmap = new BinaryBitmap(
    new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height)),
  );
  return new QRCodeReader().decode(bitmap).getText();
}

describe('the demo sample receipt', () => {
  it('holds a valid Portuguese fiscal QR code', () => {
    const result = parseFiscalQr(decodePng('public/sample-receipt.png'));
    expect(result.valid).toBe(true);
    if (result.valid)
      expect(result.data).toMatchObject({
        grossTotal: 35.2,
        totalTax: 5.2,
        vatTotal: 5.2,
        documentDate: '2026-11-20',
        issuerNif: '123456789',
      });
  });
});
