/**
 * `core/session/uploads/` (ARCHITECTURE.md "The engine"): Receipts picked while offline: their shape (the parking code itself is a lazy chunk).
 */
export type { ParkedUpload, ParkedUploads } from './parkedUploads';
