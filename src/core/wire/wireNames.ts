/**
 * Wire names of what spec 2.7 and section 4 describe without naming (ARCHITECTURE.md "Wire
 * names"). Each can be overridden per form so an integrator can match another back end.
 */
export interface WireNames {
  /** Re-call trigger attribute. */
  requiresUpdate: string;
  /** Filled-by-scanning marker. */
  scanned: string;
  allowFutureDates: string;
  enabled: string;
  /** Nested fields of a FIELD_GROUP. */
  fields: string;
  removable: string;
  commands: string;
  informationType: string;
  dismissible: string;
  multiSelect: string;
  itemType: string;
  iconUrl: string;
  replacementText: string;
  maxDecimals: string;
  listValue: string;
  /** Envelope attribute carrying validation messages. */
  validationErrors: string;
  /** Query parameter of the organization id (spec 4.2, 4.3). */
  organizationIdParam: string;
  /** Query parameter of the save-despite-warnings flag of a create (spec 4.2). */
  saveDespiteWarningsParam: string;
  /**
   * The same flag on an update (PUT of a stored report or expense): the service documents another
   * name on another endpoint, so it is its own setting. Default `saveDespiteWarnings`.
   */
  updateSaveDespiteWarningsParam: string;
  /** Query parameter of the expense type of an expense create (`expenseType`). */
  expenseTypeParam: string;
  /** Query parameter naming the command of a command PUT. */
  commandParam: string;
  /** Upload header of the content name (spec 4.3). */
  contentNameHeader: string;
  /** Upload header of the content description (spec 4.3). */
  contentDescriptionHeader: string;
  /** Upload header of the fiscal QR text (spec 4.3). */
  qrScanHeader: string;
  /** V0 version header (spec 4.4). */
  apiVersionHeader: string;
  /**
   * Header of the idempotency key sent with every create (the IETF HTTP API draft's
   * `Idempotency-Key`), so a repeated save creates nothing twice. `null` (the default) sends none:
   * a header the service does not list in its CORS `Access-Control-Allow-Headers` fails the
   * preflight of every save. Turn it on when the service honours it.
   */
  idempotencyKeyHeader: string | null;
  /**
   * Header that tells the service the form's language (its `locale`), so it words labels and
   * messages in it. `Accept-Language` by default: a CORS-safelisted header (no preflight), which
   * replaces the browser's own on that request. `null` sends none (the browser's goes).
   */
  acceptLanguageHeader: string | null;
}

/**
 * The default wire names (ARCHITECTURE.md "Wire names").
 *
 * @example
 * DEFAULT_WIRE_NAMES.requiresUpdate; // 'requiresUpdate'
 */
export const DEFAULT_WIRE_NAMES: Readonly<WireNames> = Object.freeze({
  requiresUpdate: 'requiresUpdate',
  scanned: 'scanned',
  allowFutureDates: 'allowFutureDates',
  enabled: 'enabled',
  fields: 'fields',
  removable: 'removable',
  commands: 'commands',
  informationType: 'informationType',
  dismissible: 'dismissible',
  multiSelect: 'multiSelect',
  itemType: 'itemType',
  iconUrl: 'iconUrl',
  replacementText: 'replacementText',
  maxDecimals: 'maxDecimals',
  listValue: 'data',
  validationErrors: 'validationErrors',
  organizationIdParam: 'organizationId',
  saveDespiteWarningsParam: 'saveDespiteWarnings',
  updateSaveDespiteWarningsParam: 'saveDespiteWarnings',
  expenseTypeParam: 'expenseType',
  commandParam: 'command',
  contentNameHeader: 'X-Content-Name',
  contentDescriptionHeader: 'X-Content-Description',
  qrScanHeader: 'qrScan',
  apiVersionHeader: 'X-Api-Version',
  idempotencyKeyHeader: null,
  acceptLanguageHeader: 'Accept-Language',
});

/**
 * Completes a partial override with the defaults.
 *
 * @example
 * const names = resolveWireNames({ requiresUpdate: 'triggersRecall' });
 */
export function resolveWireNames(overrides?: Partial<WireNames>): Readonly<WireNames> {
  if (!overrides) return DEFAULT_WIRE_NAMES;
  const names: Record<string, string | null> = { ...DEFAULT_WIRE_NAMES };
  for (const [key, value] of Object.entries(overrides)) {
    if (value !== undefined) names[key] = value;
  }
  return Object.freeze(names as unknown as WireNames);
}
