import type { ExpenseApiError } from '../wire/errors';
import type { FieldsEndpoint } from './endpoints';
import type { TokenRequest } from './sender';
import type {
  Content,
  CustomFieldList,
  ExpenseRecord,
  ExpenseReport,
  FieldsEnvelope,
  JsonObject,
  OrganizationList,
  OrganizationPayload,
  SortOrder,
  VatMode,
  VatRateList,
} from '../wire/model/types';
import type { WireNames } from '../wire/wireNames';

// The client's types (spec section 4): its options, each call's options and answers, and the
// client itself. `client.ts` builds it and re-exports them.

/** Options of {@link createExpenseClient}. */
export interface ExpenseClientOptions {
  /** `{base_url}` of the spec, e.g. `https://api.example.com` (may carry a path prefix). */
  baseUrl: string;
  /** `{expense_url}`, base of the legacy V0 admin interface; needed only for the V0 calls. */
  expenseUrl?: string;
  /**
   * Called before every request; the token goes in the `Authorization` header only, trimmed
   * (blank fails before any request). After a 401 it is called with `{ refresh: true }` (the
   * previous token was refused: get a new one) and that call is tried once more; calls refused
   * together share that one refresh and retry with its token.
   */
  getAccessToken: (request: TokenRequest) => string | Promise<string>;
  /** The refreshed token was refused too (a second 401): sign the user in again, then retry. */
  onAuthRequired?: (error: ExpenseApiError) => void;
  /** A fetch implementation; the global one by default. */
  fetch?: typeof fetch;
  /** Overrides of the default wire names (query names, headers, attributes). */
  wireNames?: Partial<WireNames>;
}

/** Options every call takes. */
export interface RequestOptions {
  signal?: AbortSignal;
  /**
   * The language the user reads (a BCP 47 tag): sent as `Accept-Language` (the
   * `acceptLanguageHeader` wire name) so the service words labels and messages in it. Per call,
   * so one client serves forms of several languages; unset, the browser's own is sent.
   *
   * @example
   * await client.loadFields(endpoint, { locale: 'sv' });
   */
  locale?: string;
}

/** Options of a save (`saveFields`, `createReport`). */
export interface SaveOptions extends RequestOptions {
  /** Save even though the last reply had warnings only (`saveDespiteWarnings`). */
  saveDespiteWarnings?: boolean;
  /**
   * The key of this save attempt, the same for every repeat of it (a retry, a reload): the
   * service answers a repeat with the first result instead of creating again. Sent on creates
   * only, and only when the `idempotencyKeyHeader` wire name is set.
   */
  idempotencyKey?: string;
}

/** Search parameters of list endpoints (spec 4.1). */
export interface ListQuery {
  searchText?: string;
  /** Filters values by a passed id. */
  filter?: string;
  order?: SortOrder;
}

/** Options of an upload (spec 4.3). */
export interface UploadOptions extends RequestOptions {
  /** MIME type of the bytes: `image/*` or `application/pdf`. */
  contentType: string;
  name?: string;
  description?: string;
  /** Decoded fiscal QR text; send only for `qrCodeSupported` attachments. */
  qrScan?: string;
  /** Run synchronous OCR (`action=scan`). */
  scan?: boolean;
  /** Organization scope; needed when the caller has access to several organizations. */
  organizationId?: string;
  /** Upload progress in bytes (sent with XMLHttpRequest in browsers, unless a `fetch` was given). */
  onProgress?: (loaded: number, total: number) => void;
}

/** What a save answers: the saved report, or the saved expense of an expense endpoint. */
export type SavedObject = ExpenseReport | ExpenseRecord;

/**
 * Result of a save (spec 4.2; also updates and expenses): the saved object, or the envelope with
 * field errors.
 */
export type CreateReportResult<Saved extends SavedObject = SavedObject> =
  | { kind: 'created'; report: Saved }
  | { kind: 'invalid'; envelope: FieldsEnvelope; status: number };

/** A typed client for every endpoint of the expense service (spec section 4). */
export interface ExpenseClient {
  /** The wire names in force. */
  readonly wireNames: Readonly<WireNames>;
  /** Spec 4.1: car types of a mileage category. */
  listCarTypes(
    params: { organizationId: string; categoryId: string } & ListQuery,
    options?: RequestOptions,
  ): Promise<CustomFieldList>;
  /** GET the envelope of any fields endpoint (see `fieldsEndpoints`). */
  loadFields(endpoint: FieldsEndpoint, options?: RequestOptions): Promise<FieldsEnvelope>;
  /** PUT the envelope to an endpoint's re-call path; with `command`, run that field command. */
  recallFields(
    endpoint: FieldsEndpoint,
    envelope: FieldsEnvelope,
    options?: RequestOptions & { command?: string },
  ): Promise<FieldsEnvelope>;
  /**
   * Save through an endpoint: POST creates, PUT updates (409 when the version is stale). A create
   * carries `idempotencyKey` in the `idempotencyKeyHeader` wire name when both are set.
   */
  saveFields(
    endpoint: FieldsEndpoint,
    envelope: FieldsEnvelope,
    options?: SaveOptions,
  ): Promise<CreateReportResult>;
  /**
   * The request line of an exchange with a fields endpoint, `METHOD url` (`kind`: `load`,
   * `reload`, `recall`, `command`, `save`; undefined for others), as the session's events name it.
   * A command's name and "save anyway" are added per call and are not in it. Optional, so a client
   * of your own need not have it.
   */
  describeFields?(
    endpoint: FieldsEndpoint,
    kind: string,
    detail?: { command?: string; saveDespiteWarnings?: boolean },
  ): string | undefined;
  /** GET the field-builder envelope of a new report. */
  getFields(organizationId: string, options?: RequestOptions): Promise<FieldsEnvelope>;
  /** PUT the envelope back after a trigger field changed (re-call); the reply replaces it. */
  recall(
    organizationId: string,
    envelope: FieldsEnvelope,
    options?: RequestOptions,
  ): Promise<FieldsEnvelope>;
  /** PUT the envelope with a field command (spec 2.7 commands). */
  runCommand(
    organizationId: string,
    envelope: FieldsEnvelope,
    command: string,
    options?: RequestOptions,
  ): Promise<FieldsEnvelope>;
  /** Spec 4.2: create a report from the envelope. Field errors come back as `invalid`. */
  createReport(
    organizationId: string,
    envelope: FieldsEnvelope,
    options?: SaveOptions,
  ): Promise<CreateReportResult<ExpenseReport>>;
  /** GET the values of a LIST field's `url` (a CustomFieldList, spec 2.4). */
  getListValues(url: string, query?: ListQuery, options?: RequestOptions): Promise<CustomFieldList>;
  /** Spec 4.3: upload a receipt file. */
  uploadContent(body: Blob | ArrayBuffer | Uint8Array, options: UploadOptions): Promise<Content>;
  /** Spec 4.7: VAT rates of an organization for a VAT mode. */
  listVatRates(
    organizationId: string,
    vatMode: VatMode,
    options?: RequestOptions,
  ): Promise<VatRateList>;
  /** Spec 4.8: deactivate (soft delete) an account. */
  deleteAccount(organizationId: string, accountId: string, options?: RequestOptions): Promise<void>;
  /** Spec 4.4 (V0): organizations the user administrates. */
  listOrganizations(options?: RequestOptions): Promise<OrganizationList>;
  /** Spec 4.5 (V0): create or merge an organization by external id. */
  upsertOrganization(
    externalId: string,
    payload: OrganizationPayload,
    options?: RequestOptions,
  ): Promise<JsonObject>;
  /** Spec 4.6 (V0): delete an organization. */
  deleteOrganization(internalId: string, options?: RequestOptions): Promise<void>;
}
