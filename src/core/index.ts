/**
 * `expense-fields/core`: the interface's data model, the envelope engine, value codecs, the HTTP
 * client and the fiscal QR parser. Never imports React.
 */
export { EnvelopeError, ExpenseApiError, isConcurrentModification } from './errors';
export type { EnvelopeProblem } from './errors';

export { COMPANY_CLASS, CONTROL_TYPES, STATE_SETS, TEMPLATE_ORGANIZATION_CLASS } from './types';
export type {
  AccountState,
  Address,
  CardEventType,
  Content,
  ControlType,
  CustomFieldList,
  EnvelopeMeta,
  ErrorBody,
  ExpenseRecord,
  ExpenseReport,
  FieldCommand,
  FieldItem,
  FieldsEnvelope,
  FoodBenefitVerification,
  Guest,
  InformationType,
  JsonObject,
  JsonValue,
  KnownControlType,
  License,
  ListSection,
  ListValue,
  MileageVerification,
  OpenVerification,
  Organization,
  OrganizationList,
  OrganizationPayload,
  OrganizationSettings,
  OrganizationStatus,
  PerDiemVerification,
  ReceiptVerification,
  Recipient,
  RecordCapabilities,
  RecordMeta,
  RecordStatus,
  ReportCapabilities,
  ReportLabel,
  ReportMeta,
  ReportProcessStatus,
  ReportStatus,
  ReportType,
  ScanResult,
  SortOrder,
  Timestamp,
  Uuid,
  ValidationError,
  ValidationLevel,
  VatMode,
  VatRate,
  VatRateList,
  Verification,
} from './types';

export {
  applyCapabilityRules,
  canBeRetracted,
  canChangeExpenses,
  capabilityFactsOf,
} from './capabilities';
export type { CapabilityFacts } from './capabilities';

export { DEFAULT_WIRE_NAMES, resolveWireNames } from './wireNames';
export type { WireNames } from './wireNames';

export { fieldToWire, parseEnvelope, toWire } from './envelope';
export type { EnvelopeOptions } from './envelope';

export {
  fieldKey,
  holdsValue,
  indexFields,
  mapFields,
  propertyOfKey,
  withoutField,
} from './fieldIndex';
export type { IndexedField } from './fieldIndex';

export { checkEdit, codecFor, isEmailAddress } from './values';
export type { CodecContext, ValueCodec, ValueProblem, ValueResult } from './values';

export { displayLocaleNumber, readLocaleNumber, separatorsOf, writeLocaleNumber } from './numbers';
export type { NumberReading } from './numbers';

export {
  calendarDateOf,
  displayCalendarDate,
  displayInstant,
  displayWallClock,
  instantToLocalEdit,
  isCalendarDate,
  isWallClock,
  localEditToInstant,
  readInstant,
  readUtcMinutes,
  todayOf,
  writeInstant,
  writeUtcMinutes,
} from './dates';

export { applyValues, envelopeToValues, validateValues } from './formValues';
export type { AppliedValues, FormValues, ValueContext } from './formValues';

export { collectServerErrors, mergeRecall } from './merge';
export type { FormSnapshot, MergedRecall, ServerErrors, ServerMessage } from './merge';

export { createExpenseClient, isExpenseReport, resolveListUrl } from './client';
export { fieldsEndpoints } from './endpoints';
export type { ExpenseType, FieldsEndpoint } from './endpoints';
export type { TokenRequest } from './http';
export type {
  CreateReportResult,
  SavedObject,
  ExpenseClient,
  ExpenseClientOptions,
  ListQuery,
  RequestOptions,
  UploadOptions,
} from './client';

export { FISCAL_QR_ORDER, isValidNif, parseFiscalQr } from './fiscalQr';
export type { FiscalQrData, FiscalQrResult, FiscalTaxRegion } from './fiscalQr';

export { isSafeHttpUrl } from './urls';
export { isJsonObject, jsonEqual } from './json';

export { checkContentType, sniffContentType } from './fileType';
export type { ContentTypeCheck, SniffedType } from './fileType';

export { resolveSource, transportFromClient, transportFromEndpoint } from './transport';
export type { FieldsSource, FieldsTransport, FileUpload } from './transport';
