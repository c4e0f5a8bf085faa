import type { JsonValue, OrganizationStatus, Timestamp, Uuid } from './types';

// Organizations, lists, VAT rates and content (spec 2.2 to 2.6), the rest of the data model in
// `types.ts`, which re-exports them.

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
