// Written by `expense-fields types` from the mock scenario `basic`. Do not edit:
// run it again when the envelopes change.

/** Any JSON value: a control type whose value has no narrower type. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The fields of one form kind: each property's value on the wire, by its control type (spec 2.7).
 *
 * @example
 * const parts = typedFields<BasicFields>();
 */
export interface BasicFields {
  /** Report name: TEXT */
  name: string | null;
  /** Amount: DOUBLE */
  'verification.amount': number | null;
  /** Number of guests: INTEGER */
  'verification.representation.numberOfGuests': number | null;
  /** Paid with the company card: SWITCH */
  cardLiability: boolean;
  /** Comment: MULTI_LINE_TEXT */
  comment: string | null;
  /** Hologram: HOLOGRAM */
  'x.hologram': JsonValue;
  /** TEXT */
  'internal.trace': string | null;
  /** INTEGER */
  version: number | null;
}
