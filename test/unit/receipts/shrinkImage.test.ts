import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkImage } from '../../../src/receipts/shrink/shrinkImage';

afterEach(() => vi.unstubAllGlobals());

const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

describe('shrinkImage: where it runs (the Worker itself is tested in Chromium)', () => {
  it('sends HEIC, PDF and GIF as they are, without decoding', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    const result = await shrinkImage(photo, 'image/heic');
    expect(result).toEqual({
      blob: photo,
      contentType: 'image/heic',
      shrunk: false,
      ranIn: 'none',
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('sends the original where the browser cannot decode images at all', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const result = await shrinkImage(photo, 'image/jpeg');
    expect(result).toMatchObject({ blob: photo, shrunk: false, ranIn: 'none' });
  });

  it('without OffscreenCanvas in a Worker, decodes on the page’s thread (the fallback) and sends the original when that fails', async () => {
    const decode = vi.fn(() => Promise.reject(new Error('cannot decode')));
    vi.stubGlobal('createImageBitmap', decode);
    const worker = vi.fn();
    vi.stubGlobal('Worker', worker);
    vi.stubGlobal('OffscreenCanvas', undefined);
    const result = await shrinkImage(photo, 'image/jpeg');
    expect(worker).not.toHaveBeenCalled();
    expect(decode).toHaveBeenCalledOnce();
    expect(result).toMatchObject({
      blob: photo,
      contentType: 'image/jpeg',
      shrunk: false,
      ranIn: 'page',
    });
  });

  it('{ worker: false } keeps the page’s thread even where a Worker could run', async () => {
    const decode = vi.fn(() => Promise.reject(new Error('cannot decode')));
    vi.stubGlobal('createImageBitmap', decode);
    const worker = vi.fn();
    vi.stubGlobal('Worker', worker);
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        convertToBlob() {
          return Promise.resolve(new Blob());
        }
      },
    );
    const result = await shrinkImage(photo, 'image/jpeg', {}, { worker: false });
    expect(worker).not.toHaveBeenCalled();
    expect(result.ranIn).toBe('page');
  });

  it('a Worker that cannot be made leaves the page’s thread to do it', async () => {
    const decode = vi.fn(() => Promise.reject(new Error('cannot decode')));
    vi.stubGlobal('createImageBitmap', decode);
    vi.stubGlobal(
      'Worker',
      vi.fn(() => {
        throw new Error('blocked by CSP');
      }),
    );
    class Canvas {
      convertToBlob() {
        return Promise.resolve(new Blob());
      }
    }
    vi.stubGlobal('OffscreenCanvas', Canvas);
    const result = await shrinkImage(photo, 'image/jpeg');
    expect(decode).toHaveBeenCalledOnce();
    expect(result.ranIn).toBe('page');
  });
});
