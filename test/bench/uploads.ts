// The page of `npm run bench:uploads`: makes the 12 MP phone photo of the tests, re-encodes it
// with the library's shrinkImage, and posts either one to the runner's server.
import { shrinkImage } from '../../src/receipts/shrinkImage';
import { phonePhoto } from '../tools/phonePhoto';

declare global {
  interface Window {
    uploads: {
      prepare(): Promise<{ photoBytes: number; smallBytes: number; shrinkMs: number }>;
      send(which: 'photo' | 'small'): Promise<number>;
    };
  }
}

const files: { photo?: Blob; small?: Blob } = {};

window.uploads = {
  async prepare() {
    const photo = await phonePhoto();
    const started = performance.now();
    const small = await shrinkImage(photo, 'image/jpeg');
    const shrinkMs = performance.now() - started;
    files.photo = photo;
    files.small = small.blob;
    return { photoBytes: photo.size, smallBytes: small.blob.size, shrinkMs };
  },
  /** Milliseconds from the request's start to the server's answer, which comes after every byte. */
  async send(which) {
    const started = performance.now();
    const answer = await fetch(`/upload?${which}`, { method: 'POST', body: files[which] ?? null });
    await answer.text();
    return performance.now() - started;
  },
};
