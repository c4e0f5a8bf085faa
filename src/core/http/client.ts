import { parseEnvelope, toWire } from '../wire/envelope';
import { ExpenseApiError } from '../wire/errors';
import { fieldsEndpoints, type FieldsEndpoint } from './endpoints';
import { requireId } from './requireId';
import { createSender } from './sender';
import { noteWireReport } from './wireReport';
import { isJsonObject } from '../wire/json';
import type { ExpenseReport, FieldsEnvelope, JsonValue } from '../wire/model/types';
import { callOptions, withLanguage, type CallInit } from './acceptLanguage';
import { resolveWireNames } from '../wire/wireNames';
import type {
  CreateReportResult,
  ExpenseClient,
  ExpenseClientOptions,
  RequestOptions,
  SavedObject,
} from './clientTypes';

export type {
  ExpenseClientOptions,
  RequestOptions,
  SaveOptions,
  ListQuery,
  UploadOptions,
  SavedObject,
  CreateReportResult,
  ExpenseClient,
} from './clientTypes';

/**
 * Tells a saved report from a saved expense.
 *
 * @example
 * onSubmitted={(saved) => isExpenseReport(saved) ? showReport(saved.reportNumber) : showExpense(saved.id)}
 */
export function isExpenseReport(saved: SavedObject): saved is ExpenseReport {
  return 'reportNumber' in saved;
}

const EXPENSE = '/api/v1/expense';
const ADMIN = '/api/v1/admin';

/** A free-text id (V0), checked and encoded as one path segment. */
const segment = (name: string, value: string) =>
  encodeURIComponent(requireId(name, value, 'segment'));

/** Text for a URL-encoded header; text that cannot be encoded fails clearly before any request. */
function headerText(what: string, text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate (a broken file name from some file systems) cannot be URL-encoded.
    throw new ExpenseApiError(0, 'INVALID_TEXT', `The ${what} is not valid Unicode text.`);
  }
}

/**
 * Creates the HTTP client of the expense service. Every call takes an AbortSignal; the token comes
 * from the async getter on every request and never appears in a URL; error bodies become
 * {@link ExpenseApiError}.
 *
 * @example
 * const client = createExpenseClient({ baseUrl: 'https://api.example.com', getAccessToken: () => auth.token() });
 * const envelope = await client.getFields('0123456789abcdef0123456789abcdef');
 */
export function createExpenseClient(options: ExpenseClientOptions): ExpenseClient {
  const names = resolveWireNames(options.wireNames);
  const base = options.baseUrl.replace(/\/+$/, '');

  const expenseUrl = () => {
    if (!options.expenseUrl)
      throw new TypeError('The V0 admin calls need `expenseUrl` in createExpenseClient options.');
    return options.expenseUrl.replace(/\/+$/, '');
  };

  const url = (path: string, query: Record<string, string | undefined> = {}, root = base) => {
    const target = new URL(`${root}${path}`);
    for (const [key, value] of Object.entries(query))
      if (value !== undefined) target.searchParams.set(key, value);
    return target;
  };

  const sendOnce = createSender(options);
  /**
   * Sends, and notes on the answer's JSON (an envelope parsed from it keeps it as its `wire`), or
   * on the failure, the request line, the call's own headers (the sender adds the token after
   * this) and the status: the session's events read them (`wireReport`, ARCHITECTURE.md "Events
   * and activity").
   */
  const send = async (method: string, target: URL, given: CallInit) => {
    const init = withLanguage(given, names.acceptLanguageHeader);
    const sent = { requestLine: `${method} ${target.href}`, headers: init.headers };
    try {
      const answer = await sendOnce(method, target, init);
      noteWireReport(answer.json, { ...sent, status: answer.status });
      return answer;
    } catch (error) {
      throw noteWireReport(error, sent);
    }
  };

  async function getJson<T>(
    method: string,
    target: URL,
    init: CallInit,
    check: (json: JsonValue | undefined) => boolean,
    what: string,
  ): Promise<T> {
    const { status, json } = await send(method, target, init);
    if (!check(json))
      throw new ExpenseApiError(status, 'INVALID_RESPONSE', `The answer is not ${what}.`);
    return json as T;
  }

  const isList = (json: JsonValue | undefined) =>
    isJsonObject(json) && Array.isArray(json.data) && isJsonObject(json.meta);
  const jsonBody = (value: JsonValue) => ({
    body: JSON.stringify(value),
    headers: { 'Content-Type': 'application/json' } as Record<string, string>,
  });
  const newReport = (organizationId: string) => fieldsEndpoints.newReport(organizationId);
  const v0Headers = () => ({ 'Content-Type': 'application/json', [names.apiVersionHeader]: '3' });

  const envelopeCall = async (
    method: string,
    target: URL,
    envelope: FieldsEnvelope | undefined,
    { signal, locale }: RequestOptions,
  ) => {
    const init = envelope
      ? { ...jsonBody(toWire(envelope, { wireNames: names })), signal, locale }
      : { signal, locale };
    const { json } = await send(method, target, init);
    return parseEnvelope(json, { wireNames: names });
  };

  /** Where a save goes: one rule for the request and for `describeFields`. */
  const saveTarget = ({ save }: FieldsEndpoint, despiteWarnings?: boolean) => {
    const flag =
      save.method === 'PUT' ? names.updateSaveDespiteWarningsParam : names.saveDespiteWarningsParam;
    return url(`${EXPENSE}${save.path}`, {
      format: 'fields',
      [names.organizationIdParam]: save.organizationId,
      [names.expenseTypeParam]: save.expenseType,
      [flag]: despiteWarnings ? 'true' : undefined,
    });
  };
  const loadTarget = (endpoint: FieldsEndpoint) => url(`${EXPENSE}${endpoint.load}`);
  const recallTarget = (endpoint: FieldsEndpoint, command?: string) =>
    url(`${EXPENSE}${endpoint.recall}`, { [names.commandParam]: command });

  const loadFields: ExpenseClient['loadFields'] = (endpoint, requestOptions = {}) => {
    return envelopeCall('GET', loadTarget(endpoint), undefined, requestOptions);
  };

  const recallFields: ExpenseClient['recallFields'] = (endpoint, envelope, requestOptions = {}) => {
    return envelopeCall(
      'PUT',
      recallTarget(endpoint, requestOptions.command),
      envelope,
      requestOptions,
    );
  };

  const saveFields: ExpenseClient['saveFields'] = async (
    endpoint,
    envelope,
    requestOptions = {},
  ) => {
    const { save } = endpoint;
    const target = saveTarget(endpoint, requestOptions.saveDespiteWarnings);
    const body = jsonBody(toWire(envelope, { wireNames: names }));
    const { idempotencyKey } = requestOptions;
    if (save.method === 'POST' && names.idempotencyKeyHeader && idempotencyKey)
      body.headers[names.idempotencyKeyHeader] = idempotencyKey;
    const { status, json } = await send(save.method, target, {
      ...body,
      signal: requestOptions.signal,
      locale: requestOptions.locale,
      envelopeStatuses: [400],
      // A save is never repeated by itself: the form offers the retry.
      retryThrottled: false,
    });
    if (isJsonObject(json) && Array.isArray(json.fields)) {
      return { kind: 'invalid', envelope: parseEnvelope(json, { wireNames: names }), status };
    }
    if (!isJsonObject(json) || typeof json.id !== 'string') {
      throw new ExpenseApiError(
        status,
        'INVALID_RESPONSE',
        'The answer is neither a saved object nor a fields envelope.',
      );
    }
    return { kind: 'created', report: json as unknown as SavedObject };
  };

  return {
    wireNames: names,

    async listCarTypes(
      { organizationId, categoryId, searchText, filter, order },
      requestOptions = {},
    ) {
      const path = `${EXPENSE}/me/organizations/${requireId('organizationId', organizationId)}/categories/${requireId('categoryId', categoryId)}/cartypes`;
      return getJson(
        'GET',
        url(path, { searchText, filter, order }),
        callOptions(requestOptions),
        isList,
        'a CustomFieldList',
      );
    },

    loadFields,
    recallFields,
    saveFields,
    // Devtools build "copy as cURL" from it: the request line only, no token.
    describeFields: (endpoint, kind, detail = {}) =>
      kind === 'save'
        ? `${endpoint.save.method} ${saveTarget(endpoint, detail.saveDespiteWarnings).href}`
        : kind === 'recall' || kind === 'command'
          ? `PUT ${recallTarget(endpoint, detail.command).href}`
          : kind === 'load' || kind === 'reload'
            ? `GET ${loadTarget(endpoint).href}`
            : undefined,

    async getFields(organizationId, requestOptions = {}) {
      return loadFields(newReport(organizationId), requestOptions);
    },

    async recall(organizationId, envelope, requestOptions = {}) {
      return recallFields(newReport(organizationId), envelope, requestOptions);
    },

    async runCommand(organizationId, envelope, command, requestOptions = {}) {
      return recallFields(newReport(organizationId), envelope, { ...requestOptions, command });
    },

    async createReport(organizationId, envelope, requestOptions = {}) {
      // The report endpoint answers a report (spec 4.2).
      return saveFields(newReport(organizationId), envelope, requestOptions) as Promise<
        CreateReportResult<ExpenseReport>
      >;
    },

    async getListValues(listUrl, query = {}, requestOptions = {}) {
      const target = resolveListUrl(base, listUrl);
      for (const [key, value] of Object.entries(query))
        if (value !== undefined) target.searchParams.set(key, value);
      return getJson('GET', target, callOptions(requestOptions), isList, 'a CustomFieldList');
    },

    async uploadContent(body, upload) {
      const headers: Record<string, string> = { 'Content-Type': upload.contentType };
      if (upload.name !== undefined)
        headers[names.contentNameHeader] = headerText('file name', upload.name);
      if (upload.description !== undefined)
        headers[names.contentDescriptionHeader] = headerText('description', upload.description);
      if (upload.qrScan !== undefined)
        headers[names.qrScanHeader] = headerText('QR code text', upload.qrScan);
      const target = url(`${EXPENSE}/content`, {
        action: upload.scan ? 'scan' : undefined,
        [names.organizationIdParam]:
          upload.organizationId === undefined
            ? undefined
            : requireId('organizationId', upload.organizationId),
      });
      return getJson(
        'POST',
        target,
        {
          body: body as BodyInit,
          headers,
          signal: upload.signal,
          locale: upload.locale,
          onProgress: upload.onProgress,
        },
        (json) => isJsonObject(json) && typeof json.id === 'string',
        'a Content resource',
      );
    },

    async listVatRates(organizationId, vatMode, requestOptions = {}) {
      return getJson(
        'GET',
        url(
          `${ADMIN}/organizations/${requireId('organizationId', organizationId)}/vatsettings/${requireId('vatMode', vatMode, 'name')}`,
        ),
        callOptions(requestOptions),
        isList,
        'a VAT rate list',
      );
    },

    async deleteAccount(organizationId, accountId, requestOptions = {}) {
      await send(
        'DELETE',
        url(
          `${ADMIN}/organizations/${requireId('organizationId', organizationId)}/accounts/${requireId('accountId', accountId)}`,
        ),
        callOptions(requestOptions),
      );
    },

    async listOrganizations(requestOptions = {}) {
      return getJson(
        'GET',
        url('/api/admin/organizations/', {}, expenseUrl()),
        { headers: v0Headers(), ...callOptions(requestOptions) },
        (json) => isJsonObject(json) && Array.isArray(json.organizations),
        'an organization list',
      );
    },

    async upsertOrganization(externalId, payload, requestOptions = {}) {
      return getJson(
        'POST',
        url(
          `/api/admin/organizations/externalid/${segment('externalId', externalId)}/`,
          {},
          expenseUrl(),
        ),
        { body: JSON.stringify(payload), headers: v0Headers(), ...callOptions(requestOptions) },
        isJsonObject,
        'an organization',
      );
    },

    async deleteOrganization(internalId, requestOptions = {}) {
      await send(
        'DELETE',
        url(`/api/admin/organizations/${segment('internalId', internalId)}/`, {}, expenseUrl()),
        {
          headers: v0Headers(),
          ...callOptions(requestOptions),
        },
      );
    },
  };
}

/**
 * Where a LIST field's `url` points: a path under `/api/` is taken from `{base_url}`, another
 * absolute path from the end-user interface `{base_url}/api/v1/expense`. An absolute URL must be
 * on the same origin as `{base_url}`: the bearer token is never sent elsewhere.
 *
 * @example
 * resolveListUrl('https://api.example.com', '/api/v1/expense/me/organizations/x/cartypes');
 */
export function resolveListUrl(baseUrl: string, listUrl: string): URL {
  const base = baseUrl.replace(/\/+$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(listUrl)) {
    const target = new URL(listUrl);
    if (target.origin !== new URL(base).origin) {
      throw new TypeError(
        `A LIST url on another origin (${target.origin}) is refused: the access token stays with ${new URL(base).origin}.`,
      );
    }
    return target;
  }
  if (listUrl.startsWith('/api/')) return new URL(`${base}${listUrl}`);
  return new URL(`${base}${EXPENSE}/${listUrl.replace(/^\/+/, '')}`);
}
