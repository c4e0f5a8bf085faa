// Written by `expense-fields types` from the mock's new report, every expense type and what its re-calls add. Do not edit:
// run it again when the envelopes change.

/** Any JSON value: a control type whose value has no narrower type. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The fields of one form kind: each property's value on the wire, by its control type (spec 2.7).
 *
 * @example
 * const parts = typedFields<MockReportFields>();
 */
export interface MockReportFields {
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
  /** Exchange rate to SEK: DOUBLE */
  'verification.exchangeRate': number | null;
  /** Amounts over 5000 SEK need your manager's approval.: INFORMATION */
  'information.amountLimit': null;
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
  /** Split rows: FIELD_GROUP */
  'verification.splits': null;
  /** Row 1: FIELD_GROUP */
  'verification.splits[0]': null;
  /** Amount: DOUBLE */
  'verification.splits[0].amount': number | null;
  /** Category: LIST */
  'verification.splits[0].categoryId': string | null;
  /** Row 2: FIELD_GROUP */
  'verification.splits[1]': null;
  /** Amount: DOUBLE */
  'verification.splits[1].amount': number | null;
  /** Category: LIST */
  'verification.splits[1].categoryId': string | null;
  /** Travel date: DATE */
  expenseDate: `${number}-${number}-${number}` | null;
  /** Car type: LIST */
  'verification.carType': string | null;
  /** Distance (km): DOUBLE */
  'verification.distance': number | null;
  /** Route: TEXT */
  'verification.route': string | null;
  /** Trip: FIELD_GROUP */
  'verification.specification': null;
  /** Departure: DATE_TIME */
  'verification.specification[0].date1': string | null;
  /** Return: DATE_TIME */
  'verification.specification[0].date2': string | null;
  /** Destination: TEXT */
  'verification.destination': string | null;
  /** Guests: GUEST_LIST */
  'verification.representation.guests': { name: string; company: string }[];
  /** Number of guests: INTEGER */
  'verification.representation.numberOfGuests': number | null;
  /** Includes alcohol: SWITCH */
  'verification.representation.includesLiquor': boolean;
}
