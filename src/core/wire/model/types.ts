/**
 * The interface's data model: every resource of spec section 2 and the state sets of section 3.
 * Spec: shared/spec/expense-service-interface.md. Attribute names the spec leaves unnamed use the
 * canonical names of ARCHITECTURE.md ("Wire names").
 */

export * from './organizationTypes';
export * from './fieldTypes';
export * from './recordTypes';

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
