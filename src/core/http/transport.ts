import type { CreateReportResult, ExpenseClient, ListQuery } from './client';
import { fieldsEndpoints, type FieldsEndpoint } from './endpoints';
import type { Content, CustomFieldList, FieldsEnvelope } from '../wire/model/types';

/** How the form talks to a back end: load, re-call, command and submit. */
export interface FieldsTransport {
  /** The envelope of a new report (GET fields). */
  load(signal: AbortSignal): Promise<FieldsEnvelope>;
  /** Send the envelope back after a trigger field changed; the reply replaces it. */
  recall(envelope: FieldsEnvelope, signal: AbortSignal): Promise<FieldsEnvelope>;
  /** Run a field command with the envelope; the reply replaces it. */
  command(envelope: FieldsEnvelope, command: string, signal: AbortSignal): Promise<FieldsEnvelope>;
  /** Create the report; field errors come back as `invalid`. */
  submit(
    envelope: FieldsEnvelope,
    options: {
      saveDespiteWarnings: boolean;
      signal: AbortSignal;
      /** The key of this save attempt; a transport passes it to the service as is. */
      idempotencyKey?: string;
    },
  ): Promise<CreateReportResult>;
  /** The values of a LIST field's `url` (spec 2.4); LIST controls need it. */
  listValues?(url: string, query: ListQuery, signal: AbortSignal): Promise<CustomFieldList>;
  /** Upload a file (spec 4.3); CONTENT_HOLDER controls need it. */
  upload?(body: Blob | Uint8Array, options: FileUpload, signal: AbortSignal): Promise<Content>;
  /**
   * `submit` creates with POST, or updates a stored object with PUT and its `version`. Unset, the
   * form reads it from the envelope: one with a `version` is stored. A PUT is safe to repeat (a
   * repeat of an applied one gets a 409); a POST is not, unless it carries a key.
   */
  saveMethod?: 'POST' | 'PUT';
  /**
   * True when a create sends `idempotencyKey` to a service that honours it (the client's
   * `idempotencyKeyHeader` wire name is set): a repeat is then safe, and the form retries a lost
   * reply by itself. Otherwise a create whose reply was lost is shown as unconfirmed.
   */
  idempotentCreates?: boolean;
  /**
   * Names the request of an exchange for the session's events and activity ("PUT /…/fields"):
   * `kind` is `load`, `recall`, `command`, `save`, `reload`, `upload` or `list`. Optional.
   */
  describe?(kind: string, detail?: ExchangeDetail): string | undefined;
}

/** What a request line names beyond its kind: a command's name, "save anyway". */
export interface ExchangeDetail {
  command?: string;
  saveDespiteWarnings?: boolean;
}

/** What a CONTENT_HOLDER control asks to upload (spec 4.3). */
export interface FileUpload {
  contentType: string;
  name?: string;
  description?: string;
  /** Fiscal QR text: only for `qrCodeSupported` attachments. */
  qrScan?: string;
  /** Run OCR (`action=scan`). */
  scan?: boolean;
  /** Upload progress in bytes. */
  onProgress?: (loaded: number, total: number) => void;
}

/**
 * Where the form's envelope comes from: an organization and a client (a new report), a client and
 * any fields endpoint (`fieldsEndpoints`: stored reports, expenses by type), or your own transport.
 */
export type FieldsSource =
  | { organizationId: string; client: ExpenseClient; transport?: never; endpoint?: never }
  | { endpoint: FieldsEndpoint; client: ExpenseClient; organizationId?: never; transport?: never }
  | {
      transport: FieldsTransport;
      /** Names your source (its session and drafts): give each source its own. */
      key: string;
      organizationId?: never;
      client?: never;
      endpoint?: never;
    };

/**
 * The transport of an {@link ExpenseClient} on one fields endpoint. Given a `locale`, every call
 * it makes carries it (`Accept-Language`): the locale travels with the calls of this transport,
 * so one client serves forms of several languages.
 *
 * @example
 * const transport = transportFromEndpoint(client, fieldsEndpoints.storedReport(orgId, reportId), 'sv');
 */
export function transportFromEndpoint(
  client: ExpenseClient,
  endpoint: FieldsEndpoint,
  locale?: string,
): FieldsTransport {
  return {
    load: (signal) => client.loadFields(endpoint, { signal, locale }),
    recall: (envelope, signal) => client.recallFields(endpoint, envelope, { signal, locale }),
    command: (envelope, command, signal) =>
      client.recallFields(endpoint, envelope, { command, signal, locale }),
    submit: (envelope, options) => client.saveFields(endpoint, envelope, { ...options, locale }),
    listValues: (url, query, signal) => client.getListValues(url, query, { signal, locale }),
    upload: (body, options, signal) =>
      client.uploadContent(body, {
        ...options,
        signal,
        locale,
        ...(endpoint.save.organizationId ? { organizationId: endpoint.save.organizationId } : {}),
      }),
    saveMethod: endpoint.save.method,
    // The client puts the key on creates only when it has the header's name.
    idempotentCreates: client.wireNames.idempotencyKeyHeader !== null,
    describe: (kind, detail) => client.describeFields?.(endpoint, kind, detail),
  };
}

/**
 * The transport of an {@link ExpenseClient} for a new report of one organization.
 *
 * @example
 * const transport = transportFromClient(client, organizationId);
 */
export function transportFromClient(
  client: ExpenseClient,
  organizationId: string,
  locale?: string,
): FieldsTransport {
  return transportFromEndpoint(client, fieldsEndpoints.newReport(organizationId), locale);
}

/**
 * The transport and cache key of a source; a client's transport sends `locale` with each call
 * (your own transport reads the form's locale itself).
 *
 * @example
 * const { transport, key } = resolveSource({ organizationId, client }, 'sv');
 */
export function resolveSource(
  source: FieldsSource,
  locale?: string,
): { transport: FieldsTransport; key: string } {
  if (source.transport) return { transport: source.transport, key: source.key };
  // The endpoint's key is also the draft key; a preset's key is the JSON array of its
  // name and ids, so two different endpoints never share one.
  const endpoint = source.endpoint ?? fieldsEndpoints.newReport(source.organizationId);
  return {
    transport: transportFromEndpoint(source.client, endpoint, locale),
    key: endpoint.key,
  };
}
