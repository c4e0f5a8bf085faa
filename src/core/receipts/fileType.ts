/**
 * Recognises a file's type from its first bytes, so a declared type can be checked before an
 * upload (spec 4.3: the bytes must match the declared type).
 */

/** A type the service accepts, as recognised from the bytes. */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'image/heic'
  | 'image/avif'
  | 'image/bmp'
  | 'image/tiff'
  | 'application/pdf';

/** Every type {@link sniffContentType} recognises. */
const SNIFFED: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/heic',
  'image/avif',
  'image/bmp',
  'image/tiff',
  'application/pdf',
];

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));

/**
 * The type the first bytes of a file show, or null when they match none the service accepts.
 * Read at least 16 bytes.
 *
 * @example
 * sniffContentType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])); // 'application/pdf'
 */
export function sniffContentType(bytes: Uint8Array): SniffedType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'image/gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  if (ascii(bytes, 4, 'ftyp')) {
    // ISO base media files: the major brand says which image format.
    if (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis')) return 'image/avif';
    if (
      ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].some((brand) =>
        ascii(bytes, 8, brand),
      )
    )
      return 'image/heic';
  }
  if (ascii(bytes, 0, 'BM')) return 'image/bmp';
  if (ascii(bytes, 0, 'II*\0') || ascii(bytes, 0, 'MM\0*')) return 'image/tiff';
  if (ascii(bytes, 0, '%PDF-')) return 'application/pdf';
  return null;
}

/** Result of checking a declared type against the bytes. */
export type ContentTypeCheck =
  | { ok: true; contentType: string }
  | {
      ok: false;
      reason: 'unsupported' | 'mismatch';
      declared: string;
      detected: SniffedType | null;
    };

/**
 * Checks that a declared type is `image/*` or `application/pdf` and matches the bytes. HEIC and
 * HEIF are one family; `image/jpg` is read as JPEG. An `image/*` type the library cannot
 * recognise from bytes (say `image/x-icon`) passes when the bytes are none it knows either: the
 * service judges it (spec 4.3 accepts any `image/*` whose bytes match).
 *
 * @example
 * checkContentType('image/png', firstBytes); // { ok: false, reason: 'mismatch', ... } for a PDF named .png
 */
export function checkContentType(declared: string, bytes: Uint8Array): ContentTypeCheck {
  const detected = sniffContentType(bytes);
  // A file with no declared type (a HEIC photo on many desktops) is taken for what its bytes are.
  const type = declared.split(';')[0]?.trim().toLowerCase() || detected || '';
  if (!(type.startsWith('image/') || type === 'application/pdf')) {
    return { ok: false, reason: 'unsupported', declared: type, detected };
  }
  const family = (value: string) =>
    value === 'image/jpg' ? 'image/jpeg' : value === 'image/heif' ? 'image/heic' : value;
  const declaredType = family(type);
  if (detected === declaredType || (detected === null && !SNIFFED.includes(declaredType)))
    return { ok: true, contentType: type };
  return { ok: false, reason: 'mismatch', declared: type, detected };
}
