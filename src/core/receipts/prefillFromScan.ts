import type { JsonValue, ScanResult } from '../wire/model/types';

/**
 * Where each part of an OCR result goes in the report (spec 2.6 `scanResult`, 2.10 verification).
 *
 * @example
 * SCAN_TARGETS.amount; // 'verification.amount'
 */
export const SCAN_TARGETS = {
  amount: 'verification.amount',
  taxAmount: 'verification.taxAmount',
  currency: 'verification.currency',
  purchaseDate: 'verification.purchaseDate',
  categoryId: 'categoryId',
} as const;

/**
 * The values an OCR result suggests, by property: amount, tax amount, currency, purchase date and
 * category (the first of `categoryIds` when `categoryId` is absent).
 *
 * @example
 * prefillFromScan({ id, amount: 12.5, currency: 'EUR' }); // { 'verification.amount': 12.5, 'verification.currency': 'EUR' }
 */
export function prefillFromScan(scan: ScanResult): Record<string, JsonValue> {
  const out: Record<string, JsonValue> = {};
  if (typeof scan.amount === 'number') out[SCAN_TARGETS.amount] = scan.amount;
  if (typeof scan.taxAmount === 'number') out[SCAN_TARGETS.taxAmount] = scan.taxAmount;
  if (typeof scan.currency === 'string' && scan.currency)
    out[SCAN_TARGETS.currency] = scan.currency;
  if (typeof scan.purchaseDate === 'string' && scan.purchaseDate)
    out[SCAN_TARGETS.purchaseDate] = scan.purchaseDate.slice(0, 10);
  const category = scan.categoryId ?? scan.categoryIds?.[0];
  if (typeof category === 'string' && category) out[SCAN_TARGETS.categoryId] = category;
  return out;
}
