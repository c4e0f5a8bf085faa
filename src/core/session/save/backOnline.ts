import type { SessionContext } from '../context/sessionContext';
import type { Loader } from '../recall/loader';
import type { ParkedReceipts } from './parkedReceipts';
import type { DraftParts, SavePipeline } from './savePipeline';

/**
 * What the network port's `onOnline` does (ARCHITECTURE.md "Submit"): a queued save goes,
 * receipts picked offline upload, a load that failed retries and then sends a save found queued
 * with the draft (the restore holds the send until it resumes that save).
 *
 * @example
 * const stop = context.network.onOnline(backOnline(context, { receipts, pipeline, loader, drafts }));
 */
export function backOnline(
  context: SessionContext,
  parts: { receipts: ParkedReceipts; pipeline: SavePipeline; loader: Loader; drafts: DraftParts },
): () => void {
  const { receipts, pipeline, loader, drafts } = parts;
  return () => {
    const { status } = context.state;
    if (status !== 'error' && !drafts.queue.current() && receipts.waiting())
      return void receipts.flush().catch(() => undefined);
    if (status !== 'error') return void pipeline.sendQueued();
    // Loaded offline after a reload: load now, and send a save found queued with the draft.
    drafts.restore.whenResumed(() => void pipeline.sendQueued());
    if (!loader.busy()) void loader.load();
  };
}
