// Written by `expense-fields types` from the mock scenario `allControls`. Do not edit:
// run it again when the envelopes change.

/** Any JSON value: a control type whose value has no narrower type. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The fields of one form kind: each property's value on the wire, by its control type (spec 2.7).
 *
 * @example
 * const parts = typedFields<AllControlsFields>();
 */
export interface AllControlsFields {
  /** Report name: TEXT */
  name: string | null;
  /** Comment: MULTI_LINE_TEXT */
  comment: string | null;
  /** Amount: DOUBLE */
  'verification.amount': number | null;
  /** Number of guests: INTEGER */
  'verification.representation.numberOfGuests': number | null;
  /** Paid with the company card: SWITCH */
  cardLiability: boolean;
  /** Purchase date: DATE */
  'verification.purchaseDate': `${number}-${number}-${number}` | null;
  /** Last updated: DATE_TIME */
  'verification.lastUpdated': string | null;
  /** Meeting starts: LOCAL_DATE_TIME */
  'meeting.start': `${number}-${number}-${number}T${number}:${number}:${number}` | null;
  /** Currency: LIST */
  'verification.currency': string | null;
  /** Tags: LIST */
  'verification.tags': string[];
  /** Receipt: CONTENT_HOLDER */
  'verification.receiptAttachment': {
    id: string;
    name: string;
    contentType: string;
    signatureUrl: string | null;
    [attribute: string]: JsonValue;
  } | null;
  /** Guests: GUEST_LIST */
  'verification.representation.guests': { name: string; company: string }[];
  /** Send a copy to: RECIPIENT_LIST */
  emailRecipients: { email: string }[];
  /** Travel policy: URL */
  policy: string | null;
  /** Reports are sent to your manager.: INFORMATION */
  'info.normal': null;
  /** Per diems are paid with the next salary.: INFORMATION */
  'info.information': null;
  /** This amount is over the meal limit.: INFORMATION */
  'info.warning': null;
  /** The card transaction was rejected.: INFORMATION */
  'info.error': null;
  /** The receipt was read.: INFORMATION */
  'info.success': null;
  /** Trip: FIELD_GROUP */
  'verification.specification': null;
  /** Departure: DATE_TIME */
  'verification.specification[0].date1': string | null;
  /** Return: DATE_TIME */
  'verification.specification[0].date2': string | null;
  /** Meals provided: FIELD_GROUP */
  'verification.specification[0].meals': null;
  /** Breakfast: SWITCH */
  'verification.specification[0].meals.breakfast': boolean;
  /** Lunch: SWITCH */
  'verification.specification[0].meals.lunch': boolean;
  /** Allowances: FIELD_GROUP */
  'verification.empty': null;
  /** Hidden allowance: TEXT */
  'verification.empty.hidden': string | null;
  /** Project code (custom): TEXT */
  a3f9c2e1d4b5a6978877665544332211: string | null;
  /** Hologram (unknown type): HOLOGRAM */
  'x.hologram': JsonValue;
  /** TEXT */
  'internal.trace': string | null;
  /** INTEGER */
  version: number | null;
}
