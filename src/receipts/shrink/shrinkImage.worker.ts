// The image Worker of receipts (ARCHITECTURE.md "Bundles"): a 12 MP photo's decode, scale and
// JPEG encode take about 0.4 s, which on the page's thread would stop typing for that long.
import type { ImageLimits } from '../../core/receipts/imageLimits';
import { shrinkHere, type ShrinkResult } from './shrinkHere';

/** What the page asks: one photo and the limits. */
export interface ShrinkRequest {
  file: Blob;
  limits: ImageLimits;
}

/** What the Worker answers: the result, or `failed` (the page sends the original). */
export type ShrinkReply = ShrinkResult & { failed?: true };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ShrinkRequest>) => void) | null;
  postMessage(reply: ShrinkReply): void;
};

scope.onmessage = ({ data }) => {
  shrinkHere(data.file, data.limits).then(
    (result) => scope.postMessage(result),
    () => scope.postMessage({ failed: true }),
  );
};
