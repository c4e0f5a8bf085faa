import type { FieldsTransport } from '../../http/transport';
import type { ExchangeLog } from './exchangeLog';

/**
 * The transport as the session lends it to its controls: uploads and list values go through the
 * session's exchange log, so `activity()` and `whenSettled()` know of them and the event stream
 * shows them (ARCHITECTURE.md "Events and activity"). Load, re-call, command and save are logged
 * by the session itself.
 *
 * @example
 * const lent = instrumentTransport(transport, log);
 * await lent.upload?.(file, { contentType: 'image/jpeg' }, signal);
 */
export function instrumentTransport(transport: FieldsTransport, log: ExchangeLog): FieldsTransport {
  const { upload, listValues } = transport;
  /** Both kinds end the same way: the reply, the error, or a stop by the control. */
  const logged = async <T>(
    kind: 'upload' | 'list',
    request: unknown,
    signal: AbortSignal,
    run: () => Promise<T>,
  ): Promise<T> => {
    const opened = log.begin(kind, { request });
    try {
      const reply = await run();
      opened.end(signal.aborted ? 'aborted' : 'applied', { reply });
      return reply;
    } catch (error) {
      opened.end(signal.aborted ? 'aborted' : 'failed', { error });
      throw error;
    }
  };
  return {
    ...transport,
    // Methods keep their `this`: a transport may be a class instance.
    load: (signal) => transport.load(signal),
    recall: (envelope, signal) => transport.recall(envelope, signal),
    command: (envelope, command, signal) => transport.command(envelope, command, signal),
    submit: (envelope, options) => transport.submit(envelope, options),
    ...(upload && {
      upload: (body, options, signal) =>
        logged(
          'upload',
          { name: options.name ?? null, contentType: options.contentType, size: sizeOf(body) },
          signal,
          () => upload.call(transport, body, options, signal),
        ),
    }),
    ...(listValues && {
      listValues: (url, query, signal) =>
        logged('list', { url, query }, signal, () =>
          listValues.call(transport, url, query, signal),
        ),
    }),
  };
}

const sizeOf = (body: Blob | Uint8Array) =>
  body instanceof Uint8Array ? body.byteLength : body.size;
