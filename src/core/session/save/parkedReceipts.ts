import type { FieldsTransport } from '../../http/transport';
import type { SessionContext } from '../context/sessionContext';
import type { ParkedUploads } from '../uploads/parkedUploads';

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
}

/**
 * The parked receipts of a session (ARCHITECTURE.md "Submit"): their list lives in the state
 * (`parked`, `adopted`) so the draft keeps it.
 *
 * @example
 * const receipts = createParkedReceipts(context);
 * if (receipts.waiting()) await receipts.flush();
 */
export function createParkedReceipts(context: SessionContext): ParkedReceipts {
  let parking: Promise<ParkedUploads> | null = null;
  const load = () =>
    (parking ??= import('../uploads/parkedUploads').then(({ createParkedUploads }) => {
      const parked = createParkedUploads(context.store);
      parked.adopt(context.adopted);
      context.parked = parked;
      return parked;
    }));
  return {
    load,
    waiting: () => (context.parked?.list().length ?? context.adopted.length) > 0,
    flush: async () =>
      (await load()).flush(context.settings.transport, new AbortController().signal, () =>
        context.keeper?.keep(),
      ),
    lend(transport) {
      const { upload } = transport;
      if (!context.queue || !upload) return transport;
      return {
        ...transport,
        upload: (body, options, signal) =>
          context.network.offline()
            ? load().then((uploads) => {
                const content = uploads.park(body, options);
                // The draft holds the parked bytes from now on.
                context.keeper?.keep();
                return content;
              })
            : upload.call(transport, body, options, signal),
      };
    },
  };
}
