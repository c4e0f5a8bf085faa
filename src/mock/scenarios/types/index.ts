// The mock scenarios' generated types (ARCHITECTURE.md "Generated types"): what `expense-fields
// types` writes for each scenario and for the mock's new report, `npm run types:scenarios`.
export type { AllControlsFields } from './allControlsFields';
export type { BasicFields } from './basicFields';
export type { MileageFields } from './mileageFields';
export type { MockReportFields } from './mockReportFields';
export type { PerDiemFields } from './perDiemFields';
export type { ReceiptFields } from './receiptFields';
export type { ReceiptPortugalFields } from './receiptPortugalFields';
export type { RepresentationFields } from './representationFields';
