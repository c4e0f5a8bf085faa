// Room receipts: the CONTENT_HOLDER control, its registry entry, texts and QR scan; the upload pipeline in upload/, image shrinking in shrink/.
export { ContentHolderControl } from './ContentHolderControl';
export { controlEntry } from './contentHolderEntry';
