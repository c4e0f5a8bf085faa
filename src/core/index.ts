/**
 * `expense-fields/core`: the interface's data model, the envelope engine, value codecs, the HTTP
 * client and the fiscal QR parser. Never imports React.
 */
export { EnvelopeError, ExpenseApiError, isConcurrentModification } from './wire/errors';
export type { EnvelopeProblem } from './wire/errors';

export {
  COMPANY_CLASS,
  CONTROL_TYPES,
  STATE_SETS,
  TEMPLATE_ORGANIZATION_CLASS,
} from './wire/model/types';
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
} from './wire/model/types';

export {
  applyCapabilityRules,
  canBeRetracted,
  canChangeExpenses,
  capabilityFactsOf,
} from './wire/capabilities';
export type { CapabilityFacts } from './wire/capabilities';

export { DEFAULT_WIRE_NAMES, resolveWireNames } from './wire/wireNames';
export type { WireNames } from './wire/wireNames';

export { fieldToWire, parseEnvelope, toWire } from './wire/envelope';
export type { EnvelopeOptions } from './wire/envelope';

export {
  fieldKey,
  holdsValue,
  indexFields,
  mapFields,
  propertyOfKey,
  withoutField,
} from './wire/fieldIndex';
export type { IndexedField } from './wire/fieldIndex';

export { checkEdit, codecFor, isEmailAddress } from './values/codecs';
export type { CodecContext, ValueCodec, ValueProblem, ValueResult } from './values/codecs';

// One definition per control type (ARCHITECTURE.md "Control types").
export { defineControlType } from './controlTypes/defineControlType';
export type { ControlTypeInit } from './controlTypes/defineControlType';
export { defaultControlTypes } from './controlTypes/defaultControlTypes';
export { fieldAttributeRows } from './controlTypes/fieldAttributeRows';
export { controlTypeOf, definedControlTypes } from './wire/controlTypeOf';
export type {
  ControlTypeDefinition,
  FieldAttribute,
  ShowContext,
  WireTypeText,
} from './wire/controlTypeDefinition';

export {
  displayLocaleNumber,
  readLocaleNumber,
  separatorsOf,
  writeLocaleNumber,
} from './values/locale/numbers';
export type { NumberReading } from './values/locale/numbers';

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
} from './values/locale/dates';

export { applyValues, envelopeToValues, validateValues } from './values/formValues';
export type { AppliedValues, FormValues, ValueContext } from './values/formValues';

export { mergeRecall } from './values/merge';
export type { FormSnapshot, MergedRecall } from './values/merge';
export { collectServerErrors } from './values/serverMessages';
export type { ServerErrors, ServerMessage } from './values/serverMessages';

export { createExpenseClient, isExpenseReport, resolveListUrl } from './http/client';
export { fieldsEndpoints } from './http/endpoints';
export type { ExpenseType, FieldsEndpoint } from './http/endpoints';
export type { TokenRequest } from './http/sender';
export type {
  CreateReportResult,
  SavedObject,
  ExpenseClient,
  ExpenseClientOptions,
  ListQuery,
  RequestOptions,
  SaveOptions,
  UploadOptions,
} from './http/client';

export { FISCAL_QR_ORDER, isValidNif, parseFiscalQr } from './receipts/fiscalQr';
export type { FiscalQrData, FiscalQrResult, FiscalTaxRegion } from './receipts/fiscalQr';

export { isSafeHttpUrl } from './values/urls';
export { isJsonObject, jsonEqual } from './wire/json';

export { checkContentType, sniffContentType } from './receipts/fileType';
export type { ContentTypeCheck, SniffedType } from './receipts/fileType';

export { resolveSource, transportFromClient, transportFromEndpoint } from './http/transport';
export type { FieldsSource, FieldsTransport, FileUpload } from './http/transport';
