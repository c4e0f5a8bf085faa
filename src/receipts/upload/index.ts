// A receipt's upload pipeline: the type check, QR, shrink and paced upload, its React hook and its lazy loader.
export { lazyReceiptUpload } from './lazyReceiptUpload';
export { useReceiptUpload } from './useReceiptUpload';
