/**
 * The interface's data model: every resource of spec section 2 and the state sets of section 3.
 * Spec: shared/spec/expense-service-interface.md. Attribute names the spec leaves unnamed use the
 * canonical names of ARCHITECTURE.md ("Wire names").
 */

/** Any JSON value, as the service sends it. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
/** A JSON object. */
export type JsonObject = { [key: string]: JsonValue };

/** 32 hex digits, no dashes (spec 2.1). */
export type Uuid = string;
/** ISO 8601 UTC timestamp (spec 2.1). */
export type Timestamp = string;

/** Error body of every failing call (spec 2.1, section 7). */
export interface ErrorBody {
  result: 'error';
  code: string;
  description: string;
}

// ---------------------------------------------------------------- state sets (spec section 3)

/** Organization `status` (spec 2.2, 3.1). */
export type OrganizationStatus = 'NORMAL' | 'INCOMPLETE';
/** Expense report `status` (spec 2.8, 3.1). */
export type ReportStatus =
  | 'APPROVAL'
  | 'APPROVED'
  | 'READY_TO_SEND'
  | 'BULK_TRANSFER'
  | 'ERROR'
  | 'NEW'
  | 'NORMAL'
  | 'PAID'
  | 'REJECTED'
  | 'SEND'
  | 'SENT'
  | 'TRANSFER'
  | 'TRANSFER_TO_RECIPIENT';
/** Expense report `processStatus` (spec 2.8, 3.1). */
export type ReportProcessStatus = 'DRAFT' | 'PROCESSING' | 'PROCESSED' | 'REJECTED';
/** Expense report `type` (spec 2.8). */
export type ReportType = 'AUTOMATIC' | 'MANUAL' | 'COMPANY_CARD';
/** Expense record `status` (spec 2.9, 3.1). */
export type RecordStatus = 'NEW' | 'NORMAL' | 'APPROVAL' | 'APPROVED' | 'REJECTED';
/** Account state (spec 3.1): deletion is a soft delete. */
export type AccountState = 'active' | 'inactive';
/** Card transaction event (spec 2.10). */
export type CardEventType =
  | 'AUTHORIZATION_ACCEPTED'
  | 'AUTHORIZATION_REJECTED'
  | 'AUTHORIZATION_REVERSAL'
  | 'CAPTURE'
  | 'REFUND';
/** VAT mode of the VAT rates endpoint (spec 4.7). */
export type VatMode = 'NO_VAT' | 'SINGLE_VAT' | 'MULTI_VAT';
/** Sort order of list endpoints (spec 4.1). */
export type SortOrder = 'asc' | 'desc';

/**
 * Every value of each state set, for checks and UIs.
 *
 * @example
 * STATE_SETS.reportStatus.includes(report.status);
 */
export const STATE_SETS = {
  organizationStatus: ['NORMAL', 'INCOMPLETE'],
  reportStatus: [
    'APPROVAL',
    'APPROVED',
    'READY_TO_SEND',
    'BULK_TRANSFER',
    'ERROR',
    'NEW',
    'NORMAL',
    'PAID',
    'REJECTED',
    'SEND',
    'SENT',
    'TRANSFER',
    'TRANSFER_TO_RECIPIENT',
  ],
  reportProcessStatus: ['DRAFT', 'PROCESSING', 'PROCESSED', 'REJECTED'],
  reportType: ['AUTOMATIC', 'MANUAL', 'COMPANY_CARD'],
  recordStatus: ['NEW', 'NORMAL', 'APPROVAL', 'APPROVED', 'REJECTED'],
  accountState: ['active', 'inactive'],
  vatMode: ['NO_VAT', 'SINGLE_VAT', 'MULTI_VAT'],
} as const satisfies Record<string, readonly string[]>;

// ---------------------------------------------------------------- organizations (spec 2.2, 2.3)

/**
 * `className` of a regular organization (spec 2.2).
 *
 * @example
 * client.upsertOrganization('ext-1', { externalSourceId: 'ext-1', className: COMPANY_CLASS });
 */
export const COMPANY_CLASS = 'com.service.consumer.Company';
/**
 * `className` of a template organization (spec 2.2).
 *
 * @example
 * const templates = list.organizations.filter((org) => org.className === TEMPLATE_ORGANIZATION_CLASS);
 */
export const TEMPLATE_ORGANIZATION_CLASS = 'com.service.consumer.TemplateOrganization';

/** V0 organization list item (spec 2.2). */
export interface Organization {
  id: string;
  externalSourceId: string | null;
  className: string;
  /** Same as className; legacy, may be absent. */
  classType?: string;
  lastUpdated: Timestamp;
  dateCreated: Timestamp;
  status: OrganizationStatus;
  name: string;
  vat: string;
  phone: string;
  clientApplicationId: string;
  supportAccessEndDate: Timestamp;
  sendEventToExternalSystem: boolean | null;
  iconUrl: string;
  /** Absent for template organizations. */
  partnerId?: string;
  /** Absent for template organizations. */
  partnerName?: string;
}

/** V0 organization list envelope (spec 2.2). */
export interface OrganizationList {
  organizations: Organization[];
  serverTime: Timestamp;
}

/** Primary address of an organization payload (spec 2.3). */
export interface Address {
  street1?: string;
  street2?: string;
  street3?: string;
  city?: string;
  postalCode?: string;
  /** Country name. */
  country?: string;
  /** ISO 3166-1 alpha-2. */
  countryCode?: string;
  /** Internal country id; alternative to `country` plus `countryCode`. */
  countryId?: string;
}

/** A license assignment; the spec does not give the sub-field types (spec 2.3). */
export interface License {
  type?: JsonValue;
  price?: JsonValue;
  quantity?: JsonValue;
}

/** Organization settings, all optional (spec 2.3). */
export interface OrganizationSettings {
  externallyActivated?: boolean;
  ignoreMileageExpenseCategory?: boolean;
  ignoreSubsistenceAllowanceCategory?: boolean;
  templateOrganizationId?: string;
  forceNonDeductableVatOnCategories?: boolean;
  errorMailRecipient?: string;
  recipient?: { accountingAuthCode?: string };
}

/** Create/update payload of the V0 upsert (spec 2.3). */
export interface OrganizationPayload {
  /** Required; identifies the organization. */
  externalSourceId: string;
  /** Required on create, and then {@link COMPANY_CLASS}. */
  className?: string;
  name?: string;
  vat?: string;
  partnerCode?: string;
  address?: Address;
  /** An object holding license assignments, `{ type, price, quantity }` items (spec 2.3). */
  licenses?: { [key: string]: JsonValue } | License[];
  settings?: OrganizationSettings;
}

// ---------------------------------------------------------------- lists (spec 2.4)

/** A section of a CustomFieldList. */
export interface ListSection {
  id: number;
  text: string;
}

/** A selectable value of a LIST (spec 2.4). */
export interface ListValue {
  id: string;
  name: string;
  section?: number;
  /** URI of an icon. */
  icon?: string;
}

/** Values of a LIST field's `url`, e.g. car types (spec 2.4, 4.1). */
export interface CustomFieldList {
  meta: { count: number; total: number; sections: ListSection[] };
  suggestions: ListValue[];
  data: ListValue[];
}

// ---------------------------------------------------------------- VAT (spec 2.5)

/** A VAT rate (spec 2.5). */
export interface VatRate {
  taxRateId: string;
  rate: number;
  companyTaxRateId: string | null;
  salaryCodeId: string | null;
  accountingNumberId: string | null;
}

/** VAT rate envelope (spec 2.5). */
export interface VatRateList {
  meta: { total: number; count: number };
  data: VatRate[];
}

// ---------------------------------------------------------------- content (spec 2.6)

/** OCR result of an uploaded receipt (spec 2.6). */
export interface ScanResult {
  id: Uuid;
  amount?: number;
  taxAmount?: number;
  currency?: string;
  /** A date, `yyyy-MM-dd`. */
  purchaseDate?: string;
  categoryIds?: Uuid[];
  categoryId?: Uuid;
}

/** An uploaded file (spec 2.6). */
export interface Content {
  id: Uuid;
  personId: Uuid;
  contentType: string;
  /** True until attached to an expense record. */
  isTemporary: boolean;
  signatureType: string | null;
  signatureUrl: string | null;
  name: string;
  description: string;
  /** Decoded fiscal QR string; omitted when none is attached. */
  qrScan?: string;
  /** Present when OCR was run. */
  scanResult?: ScanResult;
}

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

// ---------------------------------------------------------------- report (spec 2.8)

/** Label of a report abbreviation (spec 2.8). */
export interface ReportLabel {
  property: string;
  text: string;
  priority: 'NORMAL' | 'IMPORTANT' | 'CRITICAL';
  type: 'NORMAL' | 'SUCCESS' | 'INFORMATION' | 'WARNING' | 'ERROR';
  iconUrl?: string;
}

/** Capabilities of a report (spec 2.8). */
export interface ReportCapabilities {
  canBeDeleted: boolean;
  canBeRetracted: boolean;
  canBeSentIn: boolean;
  canBeEdited: boolean;
  canRemoveExpenses: boolean;
  canAddExpenses: boolean;
}

/** Report `meta` (spec 2.8). */
export interface ReportMeta {
  abbreviation?: {
    alert?: boolean;
    approvalComment?: string;
    dateDescription?: string;
    sortDescription?: string;
    iconUrl?: string;
    reimbursementDescription?: string;
    userDescription?: string;
    labels?: ReportLabel[];
  };
  /** `type` and `level` enumerations are not shown by the spec. */
  violations?: {
    type: string;
    level: string;
    handledComment?: string | null;
    violatedExpenseIds: Uuid[];
  }[];
  approval?: { rejectedExpenseRecordIds: Uuid[] };
  requirements?: { approval?: { requireNextStepApprovers?: boolean; nextStepApprovers?: string } };
  messages?: { message: string; date: string }[];
  invoice?: {
    cardIconUrl?: string;
    invoiceRef?: string;
    invoiceNumber?: string;
    bank?: string;
    dueDate?: string;
    invoiceDate?: string;
    liability?: string;
  };
  capabilities?: ReportCapabilities;
}

/** An expense report, the response of report creation (spec 2.8). */
export interface ExpenseReport {
  id: Uuid;
  version: number;
  name: string;
  comment: string;
  dateCreated: string;
  lastUpdated: string;
  sent: string;
  emailRecipients: string;
  organizationId: Uuid;
  personId: Uuid;
  approvalChainId: Uuid;
  previewUrl: string;
  reportNumber: string;
  status: ReportStatus;
  processStatus: ReportProcessStatus;
  type: ReportType;
  reimbursement: number;
  reimbursementCurrency: string;
  expenseRecords: ExpenseRecord[];
  customFields: { fieldDefinitionId: string; value: JsonValue }[];
  meta: ReportMeta;
}

// ---------------------------------------------------------------- record (spec 2.9, 2.10)

/** Capabilities of an expense record (spec 2.9). */
export interface RecordCapabilities {
  canBeAddedToReport: boolean;
  canBeRemovedFromReport: boolean;
  canBeDeleted: boolean;
  canBeSentIn: boolean;
  canBeSplit: boolean;
  canBeEdited: boolean;
  canBeMerged: boolean;
  canAddBreakfast?: boolean;
  canAddLunch?: boolean;
  canAddDinner?: boolean;
}

/** Expense record `meta` (spec 2.9). */
export interface RecordMeta {
  categoryIconUrl?: string;
  person?: { firstName: string; lastName: string; email: string };
  abbreviation?: {
    iconUrl?: string;
    dateDescription?: string;
    sortDescription?: string;
    userDescription?: string;
    expenseDescription?: string;
    reimbursementDescription?: string;
    totalReimbursementDescription?: string;
    alert?: boolean;
    isComplete?: boolean;
    expenseType?: string;
    expenseTypeDescription?: string;
  };
  capabilities?: RecordCapabilities;
  cardTransaction?: { id: Uuid; amount: number; name: string; cardNumber: string };
}

/** The receipt verification, the one option the spec details (spec 2.10). */
export interface ReceiptVerification {
  type: 'ReceiptVerification';
  id: Uuid;
  reimbursement?: number;
  amount?: number;
  taxAmount?: number;
  exchangeRate?: number;
  /** Canonical tip, >= 0, in the receipt's currency. */
  tip?: number;
  currency?: string;
  description?: string;
  comment?: string;
  storeName?: string;
  verificationNumber?: string;
  purchaseDate?: Timestamp;
  dateCreated?: string;
  lastUpdated?: string;
  paymentTypeId?: string;
  cardTransactionId?: string;
  eventType?: CardEventType;
  receiptAttachment?: Content;
  attachments?: Content[];
  representation?: {
    type?: string;
    guestListAttached?: boolean;
    includesLiquor?: boolean;
    numberOfGuests?: number;
    numberOfExternalGuests?: number;
    place?: string;
    /** Deprecated mirror of `tip`. */
    tip?: number;
    guestListAttachment?: Content;
    guests?: Guest[];
  };
  customFields?: { fieldDefinitionId: string; value: JsonValue }[];
  taxRates?: { taxRateId: string; rate: number; taxAmount: number }[];
}

/** A verification option the spec does not detail: its fields are kept open. */
export interface OpenVerification<T extends string> {
  type: T;
  id?: Uuid;
  [key: string]: JsonValue | undefined;
}

/** Mileage verification; fields not shown by the spec. */
export type MileageVerification = OpenVerification<'MileageVerification'>;
/** Per-diem verification; fields not shown by the spec. */
export type PerDiemVerification = OpenVerification<'PerDiemVerification'>;
/** Food-benefit verification; fields not shown by the spec. */
export type FoodBenefitVerification = OpenVerification<'FoodBenefitVerification'>;

/** The type-specific payload of a record, discriminated by `type` (spec 2.10). */
export type Verification =
  ReceiptVerification | MileageVerification | PerDiemVerification | FoodBenefitVerification;

/** An expense record (spec 2.9). */
export interface ExpenseRecord {
  id: Uuid;
  status: RecordStatus;
  personId: Uuid;
  organizationId: Uuid;
  categoryId: Uuid;
  expenseReportId: Uuid;
  dateCreated: string;
  lastUpdated: string;
  /** Optional on PUT: omit to skip the optimistic-lock check. */
  version?: number;
  expenseDate: string;
  rejectComment?: string;
  reimbursement: number;
  reimbursementCurrency: string;
  meta: RecordMeta;
  verification: Verification;
}
