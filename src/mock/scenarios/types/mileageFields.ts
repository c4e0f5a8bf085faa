// Written by `expense-fields types` from the mock scenario `mileage`. Do not edit:
// run it again when the envelopes change.

/**
 * The fields of one form kind: each property's value on the wire, by its control type (spec 2.7).
 *
 * @example
 * const parts = typedFields<MileageFields>();
 */
export interface MileageFields {
  /** Report name: TEXT */
  name: string | null;
  /** Expense type: LIST */
  'verification.type': string | null;
  /** Travel date: DATE */
  expenseDate: `${number}-${number}-${number}` | null;
  /** Car type: LIST */
  'verification.carType': string | null;
  /** Distance (km): DOUBLE */
  'verification.distance': number | null;
  /** Route: TEXT */
  'verification.route': string | null;
  /** Comment: MULTI_LINE_TEXT */
  comment: string | null;
  /** Send a copy to: RECIPIENT_LIST */
  emailRecipients: { email: string }[];
  /** INTEGER */
  version: number | null;
}
