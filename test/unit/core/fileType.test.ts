// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkContentType, sniffContentType } from '../../../src/core/receipts/fileType';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  );

const SAMPLES = {
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  'image/png': bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': bytes('GIF89a', [1, 0]),
  'image/webp': bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  'image/heic': bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0]),
  'application/pdf': bytes('%PDF-1.7'),
  // Real image types the service accepts were refused before upload.
  'image/bmp': bytes('BM', [0x36, 0x28, 0, 0]),
  'image/tiff': bytes('II', [0x2a, 0], [8, 0, 0, 0]),
  'image/avif': bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0]),
} as const;

describe('sniffContentType', () => {
  it.each(Object.entries(SAMPLES))('recognises %s from its first bytes', (type, sample) => {
    expect(sniffContentType(sample)).toBe(type);
  });

  it('recognises nothing else', () => {
    expect(sniffContentType(bytes('MZ', [0x90, 0]))).toBeNull();
    expect(sniffContentType(bytes('<html>'))).toBeNull();
    expect(sniffContentType(new Uint8Array())).toBeNull();
  });
});

describe('checkContentType', () => {
  it('accepts a declared type that matches the bytes (jpg and heif as their family)', () => {
    expect(checkContentType('image/jpg', SAMPLES['image/jpeg'])).toEqual({
      ok: true,
      contentType: 'image/jpg',
    });
    expect(checkContentType('image/heif', SAMPLES['image/heic'])).toEqual({
      ok: true,
      contentType: 'image/heif',
    });
    expect(checkContentType('application/pdf; charset=binary', SAMPLES['application/pdf'])).toEqual(
      { ok: true, contentType: 'application/pdf' },
    );
  });

  it('refuses a type that is not an image or PDF, and a spoofed file', () => {
    expect(checkContentType('text/plain', bytes('hello'))).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    expect(checkContentType('', bytes('hello'))).toMatchObject({
      ok: false,
      reason: 'unsupported',
    });
    // No declared type (a HEIC photo on many desktops): the bytes say what it is.
    expect(checkContentType('', SAMPLES['image/png'])).toEqual({
      ok: true,
      contentType: 'image/png',
    });
    expect(checkContentType('image/png', SAMPLES['application/pdf'])).toEqual({
      ok: false,
      reason: 'mismatch',
      declared: 'image/png',
      detected: 'application/pdf',
    });
    expect(checkContentType('image/jpeg', bytes('MZ'))).toEqual({
      ok: false,
      reason: 'mismatch',
      declared: 'image/jpeg',
      detected: null,
    });
  });

  it('takes big-endian TIFF and AVIF sequences too', () => {
    expect(checkContentType('image/tiff', bytes('MM', [0, 0x2a]))).toMatchObject({ ok: true });
    expect(checkContentType('image/avif', bytes([0, 0, 0, 0x1c], 'ftypavis'))).toMatchObject({
      ok: true,
    });
  });

  it('lets the server judge an image type whose bytes it does not know', () => {
    expect(checkContentType('image/x-icon', bytes([0, 0, 1, 0, 1, 0]))).toEqual({
      ok: true,
      contentType: 'image/x-icon',
    });
    // ...but never a known file dressed as another type.
    expect(checkContentType('image/x-icon', SAMPLES['application/pdf'])).toMatchObject({
      ok: false,
      detected: 'application/pdf',
    });
  });
});
