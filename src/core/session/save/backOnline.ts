import type { SessionContext } from '../context/sessionContext';
import { loadEnvelope } from '../recall/loader';
import type { ParkedReceipts } from './parkedReceipts';
import type { SavePipeline } from './savePipeline';

/**
 * What the network port's `onOnline` does (ARCHITECTURE.md "Submit"): a queued save goes,
 * receipts picked offline upload, a load that failed retries and then sends a save found queued
 * with the draft (`sendWhenLoaded`, which the save room alone writes: here and when the restore
 * resumes that save).
 *
 * @example
 * const stop = context.network.onOnline(backOnline(context, { receipts, pipeline }));
 */
export function backOnline(
  context: SessionContext,
  parts: { receipts: ParkedReceipts; pipeline: SavePipeline },
): () => void {
  const { receipts, pipeline } = parts;
  return () => {
    const { status } = context.state;
    if (status !== 'error' && !context.queue?.current() && receipts.waiting())
      return void receipts.flush().catch(() => undefined);
    if (status !== 'error') return void pipeline.sendQueued();
    // Loaded offline after a reload: load now, and send a save found queued with the draft.
    context.sendWhenLoaded = true;
    if (!context.loading) void loadEnvelope(context);
  };
}
