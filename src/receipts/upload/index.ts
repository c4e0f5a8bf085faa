// A receipt's upload pipeline: the type check, QR, shrink and paced upload, its React hook and its lazy loader.
export { SMALLER, createReceiptUpload } from './createReceiptUpload';
export type { ReceiptUploadDeps } from './createReceiptUpload';
export { lazyReceiptUpload } from './lazyReceiptUpload';
export type { LazyReceiptUpload } from './lazyReceiptUpload';
export { pacedUpload } from './pacedUpload';
export { IDLE_RECEIPT_UPLOAD, isSending } from './receiptUpload';
export type {
  UploadProgress,
  ReceiptRefusal,
  ReceiptStep,
  ReceiptNotice,
  ReceiptAttachment,
  ReceiptUploadSnapshot,
  ReceiptUploadSettings,
  ReceiptUpload,
} from './receiptUpload';
export { useReceiptUpload } from './useReceiptUpload';
