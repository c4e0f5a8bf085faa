// Room receipts: the CONTENT_HOLDER control, its registry entry, texts and QR scan; the upload pipeline in upload/, image shrinking in shrink/.
export { ContentHolderControl } from './ContentHolderControl';
export { FiscalQrSummary } from './FiscalQrSummary';
export { controlEntry } from './contentHolderEntry';
export { fileSize } from './fileSize';
export { decodeQrFromFile, scanQrFromCamera } from './qrScanner';
export type { CameraProblem } from './qrScanner';
export { receiptTexts } from './receiptTexts';
export type { ReceiptTexts } from './receiptTexts';
