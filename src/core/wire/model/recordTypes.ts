import type {
  CardEventType,
  JsonValue,
  RecordStatus,
  ReportProcessStatus,
  ReportStatus,
  ReportType,
  Timestamp,
  Uuid,
} from './types';
import type { Content } from './organizationTypes';
import type { Guest } from './fieldTypes';

// Reports and records (spec 2.8 to 2.10), the rest of the data model in `types.ts`, which
// re-exports them.

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
