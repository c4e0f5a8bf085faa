// The page of `npm run bench:uploads`: makes the 12 MP phone photo of the tests, re-encodes it
// with the library's shrinkImage (in its Worker, and on the page's thread as the fallback does),
// and posts either one to the runner's server.
import { shrinkImage, type ShrinkOptions } from '../../src/receipts/shrink/shrinkImage';
import { phonePhoto } from '../tools/phonePhoto';

/** What one re-encoding cost the page's thread. */
interface ShrinkCost {
  shrinkMs: number;
  /** Where it ran: `worker` or `page`. */
  ranIn: string;
  /** Long tasks (50 ms and over) of the page's thread while it ran: their sum and the longest. */
  longTasksMs: number;
  longestTaskMs: number;
}

declare global {
  interface Window {
    uploads: {
      prepare(): Promise<{ photoBytes: number; smallBytes: number }>;
      shrink(worker: boolean): Promise<ShrinkCost>;
      send(which: 'photo' | 'small'): Promise<number>;
    };
  }
}

const files: { photo?: Blob; small?: Blob } = {};

const longTasks: { start: number; duration: number }[] = [];
const keep = (entries: PerformanceEntryList) => {
  for (const entry of entries) longTasks.push({ start: entry.startTime, duration: entry.duration });
};
const observer = new PerformanceObserver((list) => keep(list.getEntries()));
observer.observe({ type: 'longtask', buffered: true });

/** A task of the page's thread later: the tasks before the measured run are over. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 50));

window.uploads = {
  async prepare() {
    const photo = await phonePhoto();
    files.photo = photo;
    const small = await shrinkImage(photo, 'image/jpeg');
    files.small = small.blob;
    return { photoBytes: photo.size, smallBytes: small.blob.size };
  },
  async shrink(worker) {
    const photo = files.photo as Blob;
    await nextTask();
    const started = performance.now();
    const options: ShrinkOptions = { worker };
    const small = await shrinkImage(photo, 'image/jpeg', {}, options);
    const ended = performance.now();
    // A long task is queued for the observer once its task is over, and delivered some task
    // later: one task on (no wait), the entries not yet delivered are taken.
    await new Promise((resolve) => setTimeout(resolve, 0));
    keep(observer.takeRecords());
    const during = longTasks.filter(
      (task) => task.start < ended && task.start + task.duration > started,
    );
    return {
      shrinkMs: ended - started,
      ranIn: small.ranIn ?? 'none',
      longTasksMs: during.reduce((sum, task) => sum + task.duration, 0),
      longestTaskMs: Math.max(0, ...during.map((task) => task.duration)),
    };
  },
  /** Milliseconds from the request's start to the server's answer, which comes after every byte. */
  async send(which) {
    const started = performance.now();
    const answer = await fetch(`/upload?${which}`, { method: 'POST', body: files[which] ?? null });
    await answer.text();
    return performance.now() - started;
  },
};
