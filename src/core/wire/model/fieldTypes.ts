import type { JsonObject, JsonValue } from './types';
import type { ListValue } from './organizationTypes';

// The field builder's envelope and items (spec 2.7), the rest of the data model in `types.ts`,
// which re-exports them.

// ---------------------------------------------------------------- field builder (spec 2.7)

/**
 * Control types named by spec 2.7, including the two the sample envelope adds.
 *
 * @example
 * const known = (CONTROL_TYPES as readonly string[]).includes(item.controlType);
 */
export const CONTROL_TYPES = [
  'TEXT',
  'MULTI_LINE_TEXT',
  'DOUBLE',
  'INTEGER',
  'SWITCH',
  'DATE',
  'DATE_TIME',
  'LIST',
  'CONTENT_HOLDER',
  'GUEST_LIST',
  'FIELD_GROUP',
  'LOCAL_DATE_TIME',
  'INFORMATION',
  'RECIPIENT_LIST',
  'URL',
] as const;

/** A control type the library knows. */
export type KnownControlType = (typeof CONTROL_TYPES)[number];
/** A control type as the server sends it: unknown ones are kept, not dropped. */
export type ControlType = KnownControlType | (string & {});

/** Type of an INFORMATION field (spec 2.7). */
export type InformationType = 'normal' | 'information' | 'warning' | 'error' | 'success';

/** A command of a field: a button that PUTs to the fields endpoint (spec 2.7). */
export interface FieldCommand {
  text: string;
  confirmationRequired: boolean;
  confirmationText: string | null;
  /** The command string, executed by PUT on the fields endpoint. */
  command: string;
}

/** A guest of a representation (spec 2.10). */
export interface Guest {
  name: string;
  company: string;
}

/** A RECIPIENT_LIST entry (spec 2.7). */
export interface Recipient {
  email: string;
}

/**
 * A field item in canonical form (spec 2.7). Defaults are applied; attributes the library does
 * not know are kept in `extra`, so writing it back returns the server's JSON unchanged.
 */
export interface FieldItem {
  /** Translated display name. */
  name: string | null;
  /** Property path, e.g. `verification.amount`; an id for custom fields. */
  property: string;
  controlType: ControlType;
  mandatory: boolean;
  /** Only visible fields are displayed; the others are sent back unchanged. */
  visible: boolean;
  /** Type depends on controlType. */
  value: JsonValue;
  /** Error code; non-empty when the field has an error. */
  error: string | null;
  /** Human-readable description of `error`. */
  errorText: string | null;
  custom: boolean;
  /** For LIST: path of the selectable values. */
  url?: string;
  /** On `verification.receiptAttachment` when the booking country uses fiscal QR codes. */
  qrCodeSupported?: boolean;
  /** Re-call trigger: when the field changes, send the envelope back to the server. */
  requiresUpdate: boolean;
  /** Filled by receipt scanning. */
  scanned: boolean;
  /** For date controls; false means no date later than today. */
  allowFutureDates: boolean;
  enabled: boolean;
  /** Nested fields of a FIELD_GROUP. */
  fields?: FieldItem[];
  removable: boolean;
  commands: FieldCommand[];
  informationType?: InformationType;
  dismissible: boolean;
  multiSelect: boolean;
  itemType?: string;
  iconUrl?: string;
  /** Shown by a group that has no visible fields. */
  replacementText?: string;
  /** Maximum number of decimals of an amount. */
  maxDecimals?: number;
  /** Preloaded LIST value: its label shows without a request. */
  listValue?: ListValue;
  /** Attributes the library does not know, kept for the round trip. */
  extra: JsonObject;
  /** Wire keys in the server's order, for a faithful round trip. */
  wireKeys: string[];
  /** The server's own object this item was parsed from; `toWire` writes unchanged attributes from it. */
  wire?: JsonObject;
}

/** Level of a validation message. */
export type ValidationLevel = 'ERROR' | 'WARNING';

/** A validation message of a reply (ARCHITECTURE.md "Server errors": `validationErrors`). */
export interface ValidationError {
  property: string;
  code: string;
  message: string;
  /** WARNING lets "Save anyway" through; everything else blocks saving (ARCHITECTURE.md "Submit"). */
  level: ValidationLevel;
  /** The level as the server wrote it when it is not `level` (`BLOCKER`, or one not known). */
  serverLevel?: string;
}

/** Envelope meta (spec 2.7): inner shapes of `sections` and `summary` are not shown. */
export interface EnvelopeMeta {
  capabilities?: { [key: string]: JsonValue } | null;
  sections?: JsonValue;
  summary?: JsonValue;
  [key: string]: JsonValue | undefined;
}

/** The field-builder envelope in canonical form (spec 2.7). */
export interface FieldsEnvelope {
  fields: FieldItem[];
  meta?: EnvelopeMeta | null;
  validationErrors?: ValidationError[];
  /** Top-level attributes the library does not know. */
  extra: JsonObject;
  /** Top-level wire keys in the server's order. */
  wireKeys: string[];
  /** The server's own object this envelope was parsed from. */
  wire?: JsonObject;
  /**
   * Attribute values the parser could not use and replaced by a safe default (the raw value goes
   * back unchanged): one odd attribute never takes the form down. The form reports them once.
   */
  warnings?: { path: string; message: string }[];
}
