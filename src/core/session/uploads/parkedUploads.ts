import type { FieldsTransport, FileUpload } from '../../http/transport';
import type { Content, JsonValue } from '../../wire/model/types';
import { newSaveKey } from '../ports/saveKey';
import type { FieldStore } from '../store/fieldStore';

/** A receipt picked while the device was offline: its bytes wait with the draft. */
export interface ParkedUpload {
  /** The id of the stand-in content the field holds until the upload is made. */
  id: string;
  body: Blob;
  /** What the upload asks of the service (the progress callback is not kept). */
  options: Omit<FileUpload, 'onProgress'>;
}

/** The receipts waiting for the network, and how they go out. */
export interface ParkedUploads {
  /** Park a file: the content the field holds until `flush` uploads it (the caller keeps the draft). */
  park(body: Blob | Uint8Array, options: FileUpload): Content;
  /** The parked files, as the draft keeps them. */
  list(): readonly ParkedUpload[];
  /** A draft's parked files, after a reload. */
  adopt(parked: readonly ParkedUpload[]): void;
  /**
   * Upload every parked file through `transport` and put the service's content in place of each
   * stand-in in the store; `uploaded` is told after each, so the draft stops holding its bytes.
   */
  flush(transport: FieldsTransport, signal: AbortSignal, uploaded: () => void): Promise<void>;
}

/**
 * Receipts picked while offline (ARCHITECTURE.md "Submit"): the file's bytes are kept with
 * the draft (a Blob in IndexedDB), the field holds a stand-in content with a local id, and before a
 * save leaves (or when the device is back online) each is uploaded first and its stand-in replaced,
 * wherever a field holds it, by the content the service made.
 *
 * @example
 * const parked = createParkedUploads(store);
 * const content = parked.park(file, { contentType: 'image/jpeg', name: 'taxi.jpg' });
 * await parked.flush(transport, signal, () => keeper.keep()); // online again
 */
export function createParkedUploads(store: FieldStore): ParkedUploads {
  const parked = new Map<string, ParkedUpload>();
  return {
    park(body, { onProgress: _progress, ...options }) {
      const id = newSaveKey();
      const blob = body instanceof Blob ? body : new Blob([body as BlobPart]);
      parked.set(id, { id, body: blob, options });
      return {
        id,
        personId: '',
        contentType: options.contentType,
        isTemporary: true,
        signatureType: null,
        signatureUrl: null,
        name: options.name ?? 'file',
        description: options.description ?? '',
      };
    },
    list: () => [...parked.values()],
    adopt(list) {
      for (const entry of list) parked.set(entry.id, entry);
    },
    async flush(transport, signal, uploaded) {
      const { upload } = transport;
      if (!upload || parked.size === 0) return;
      for (const entry of [...parked.values()]) {
        const content = await upload.call(transport, entry.body, entry.options, signal);
        for (const [key, value] of Object.entries(store.getAll())) {
          const swapped = swap(value, entry.id, content);
          if (swapped !== value) store.set(key, swapped);
        }
        parked.delete(entry.id);
        uploaded();
      }
    },
  };
}

/** The value with the stand-in content `id` replaced (the same value when it holds none). */
function swap(value: unknown, id: string, content: Content): unknown {
  if (Array.isArray(value)) {
    const next = value.map((entry) => swap(entry, id, content));
    return next.some((entry, index) => entry !== value[index]) ? next : value;
  }
  if (value !== null && typeof value === 'object' && (value as { id?: unknown }).id === id)
    return content as unknown as JsonValue;
  return value;
}
