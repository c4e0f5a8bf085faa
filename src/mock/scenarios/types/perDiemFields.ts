// Written by `expense-fields types` from the mock scenario `perDiem`. Do not edit:
// run it again when the envelopes change.

/**
 * The fields of one form kind: each property's value on the wire, by its control type (spec 2.7).
 *
 * @example
 * const parts = typedFields<PerDiemFields>();
 */
export interface PerDiemFields {
  /** Report name: TEXT */
  name: string | null;
  /** Expense type: LIST */
  'verification.type': string | null;
  /** Trip: FIELD_GROUP */
  'verification.specification': null;
  /** Departure: DATE_TIME */
  'verification.specification[0].date1': string | null;
  /** Return: DATE_TIME */
  'verification.specification[0].date2': string | null;
  /** Destination: TEXT */
  'verification.destination': string | null;
  /** Comment: MULTI_LINE_TEXT */
  comment: string | null;
  /** Send a copy to: RECIPIENT_LIST */
  emailRecipients: { email: string }[];
  /** INTEGER */
  version: number | null;
}
