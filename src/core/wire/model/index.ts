// The service's data model by spec section: the envelope and field types, organizations and records.
export { CONTROL_TYPES } from './fieldTypes';
export type {
  KnownControlType,
  ControlType,
  InformationType,
  FieldCommand,
  Guest,
  Recipient,
  FieldItem,
  ValidationLevel,
  ValidationError,
  EnvelopeMeta,
  FieldsEnvelope,
} from './fieldTypes';
export { COMPANY_CLASS, TEMPLATE_ORGANIZATION_CLASS } from './organizationTypes';
export type {
  Organization,
  OrganizationList,
  Address,
  License,
  OrganizationSettings,
  OrganizationPayload,
  ListSection,
  ListValue,
  CustomFieldList,
  VatRate,
  VatRateList,
  ScanResult,
  Content,
} from './organizationTypes';
export type {
  ReportLabel,
  ReportCapabilities,
  ReportMeta,
  ExpenseReport,
  RecordCapabilities,
  RecordMeta,
  ReceiptVerification,
  OpenVerification,
  MileageVerification,
  PerDiemVerification,
  FoodBenefitVerification,
  Verification,
  ExpenseRecord,
} from './recordTypes';
export { STATE_SETS } from './types';
export type {
  JsonValue,
  JsonObject,
  Uuid,
  Timestamp,
  ErrorBody,
  OrganizationStatus,
  ReportStatus,
  ReportProcessStatus,
  ReportType,
  RecordStatus,
  AccountState,
  CardEventType,
  VatMode,
  SortOrder,
} from './types';
