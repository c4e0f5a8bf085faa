import type { FieldsTransport } from '../../http/transport';
import type { SessionContext } from '../context/sessionContext';
import type { DraftKeeper } from '../drafts/draftKeeper';
import type { ParkedUpload, ParkedUploads } from '../uploads/parkedUploads';

/** Receipts picked offline: parked on the device, uploaded before the save or once back online. */
export interface ParkedReceipts {
  /** The parking code (a lazy chunk: only a device that was offline with a receipt loads it). */
  load(): Promise<ParkedUploads>;
  /** Receipts wait to be uploaded (parked here, or in a restored draft). */
  waiting(): boolean;
  /** Upload what waits; a failure is the caller's. */
  flush(): Promise<void>;
  /** The transport the controls get: an upload while offline is parked when saves can queue. */
  lend(transport: FieldsTransport): FieldsTransport;
  /** A restored draft's receipts picked offline: uploaded before the save. */
  adopt(uploads: readonly ParkedUpload[]): void;
  /** What waits, as the draft keeps it. */
  list(): readonly ParkedUpload[];
}

/**
 * The parked receipts of a session (ARCHITECTURE.md "Submit"): it owns their list (the parking
 * code's, or a restored draft's until that code is loaded), which the draft reads to keep it.
 * Uploads park only when saves can wait on the device (drafts on: a `keeper`).
 *
 * @example
 * const receipts = createParkedReceipts(context, keeper);
 * if (receipts.waiting()) await receipts.flush();
 */
export function createParkedReceipts(
  context: SessionContext,
  keeper: DraftKeeper | null,
): ParkedReceipts {
  let parking: Promise<ParkedUploads> | null = null;
  let parked: ParkedUploads | null = null;
  let adopted: readonly ParkedUpload[] = [];
  const load = () =>
    (parking ??= import('../uploads/parkedUploads').then(({ createParkedUploads }) => {
      const loaded = createParkedUploads(context.store);
      loaded.adopt(adopted);
      parked = loaded;
      return loaded;
    }));
  const list = () => parked?.list() ?? adopted;
  return {
    load,
    waiting: () => list().length > 0,
    flush: async () =>
      (await load()).flush(context.settings.transport, new AbortController().signal, () =>
        keeper?.keep(),
      ),
    adopt(uploads) {
      adopted = [...uploads];
      parked?.adopt(uploads);
    },
    list,
    lend(transport) {
      const { upload } = transport;
      if (!keeper || !upload) return transport;
      return {
        ...transport,
        upload: (body, options, signal) =>
          context.network.offline()
            ? load().then((uploads) => {
                const content = uploads.park(body, options);
                // The draft holds the parked bytes from now on.
                keeper.keep();
                return content;
              })
            : upload.call(transport, body, options, signal),
      };
    },
  };
}
