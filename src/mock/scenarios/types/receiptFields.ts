// Written by `expense-fields types` from the mock scenario `receipt`. Do not edit:
// run it again when the envelopes change.

/** Any JSON value: a control type whose value has no narrower type. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The fields of one form kind: each property's value on the wire, by its control type (spec 2.7).
 *
 * @example
 * const parts = typedFields<ReceiptFields>();
 */
export interface ReceiptFields {
  /** Report name: TEXT */
  name: string | null;
  /** Expense type: LIST */
  'verification.type': string | null;
  /** Purchase date: DATE */
  'verification.purchaseDate': `${number}-${number}-${number}` | null;
  /** Amount: DOUBLE */
  'verification.amount': number | null;
  /** Currency: LIST */
  'verification.currency': string | null;
  /** VAT amount: DOUBLE */
  'verification.taxAmount': number | null;
  /** Category: LIST */
  categoryId: string | null;
  /** Receipt: CONTENT_HOLDER */
  'verification.receiptAttachment': {
    id: string;
    name: string;
    contentType: string;
    signatureUrl: string | null;
    [attribute: string]: JsonValue;
  } | null;
  /** Description: MULTI_LINE_TEXT */
  'verification.description': string | null;
  /** Comment: MULTI_LINE_TEXT */
  comment: string | null;
  /** Send a copy to: RECIPIENT_LIST */
  emailRecipients: { email: string }[];
  /** INTEGER */
  version: number | null;
}
