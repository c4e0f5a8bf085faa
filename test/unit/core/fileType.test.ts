// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkContentType, sniffContentType } from '../../../src/core/fileType';

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
    expect(checkContentType('', SAMPLES['image/png'])).toMatchObject({
      ok: false,
      reason: 'unsupported',
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
});
