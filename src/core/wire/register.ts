import type { FieldItem, JsonValue } from './model/types';

// The property names and wire values the compiler knows (ARCHITECTURE.md "Generated types"): an
// app's generated file registers its form kind here, or a screen names one with a typed handle.
// Types only: nothing of this reaches a bundle.

/**
 * Where an app's generated field types register, by module augmentation (as TanStack Router's
 * `Register`): an app with one form kind includes the file `expense-fields types` wrote, and every
 * part that takes a property name (`<FormField>`, `useField`, the test driver's `{ property }`)
 * accepts only its names. Empty, names are `string` and values `unknown`, as without types.
 *
 * @example
 * // reportFields.d.ts, written by `npx expense-fields types report.json --out reportFields.d.ts`
 * export interface ReportFields {
 *   name: string | null;
 *   'verification.amount': number | null;
 * }
 * declare module 'expense-fields' {
 *   interface Register {
 *     fields: ReportFields;
 *   }
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface Register {}

/**
 * The fields of a form no types were generated for: any property name, any value.
 *
 * @example
 * const names: FieldName<UntypedFields> = 'anything'; // string
 */
export type UntypedFields = { [property: string]: unknown };

/**
 * True for fields with no generated names: `UntypedFields` (any property), or an object type of
 * no keys (what a generic part's type parameter is read as, `ReturnType<typeof useFieldsForm>`).
 *
 * @example
 * type Open = IsUntyped<UntypedFields>; // true
 */
export type IsUntyped<Fields extends object> = string extends keyof Fields
  ? true
  : [keyof Fields] extends [never]
    ? true
    : false;

/**
 * The fields the app registered (`Register['fields']`), else {@link UntypedFields}.
 *
 * @example
 * type Amount = RegisteredFields['verification.amount']; // number | null once registered
 */
export type RegisteredFields = Register extends { fields: infer Fields extends object }
  ? Fields
  : UntypedFields;

/**
 * The property names of a form kind: its generated keys, or `string` for a form without types.
 *
 * @example
 * const property: FieldName<ReportFields> = 'verification.amount';
 */
export type FieldName<Fields extends object = RegisteredFields> =
  IsUntyped<Fields> extends true ? string : Extract<keyof Fields, string>;

/**
 * The wire value of a property of a form kind (spec 2.7, by its control type); `unknown` for a
 * form without types.
 *
 * @example
 * type Amount = WireValueOf<ReportFields, 'verification.amount'>; // number | null
 */
export type WireValueOf<Fields extends object, Property extends string> =
  IsUntyped<Fields> extends true
    ? unknown
    : Property extends keyof Fields
      ? Fields[Property]
      : unknown;

/**
 * The wire values of the shown fields by property, as a save would send them: each generated
 * property with its type, or `Open` by any name for a form without types.
 *
 * @example
 * const values: WireValues<ReportFields> = await driver.values();
 * values['verification.amount']; // number | null | undefined
 */
export type WireValues<Fields extends object = RegisteredFields, Open = JsonValue> =
  IsUntyped<Fields> extends true
    ? Record<string, Open>
    : { [Property in keyof Fields & string]?: Fields[Property] };

/**
 * A field item whose value has its wire type; a form without types (`unknown`) gets any JSON, as
 * `FieldItem` has.
 *
 * @example
 * const item: TypedFieldItem<number | null> | undefined = useField('verification.amount').item;
 */
export type TypedFieldItem<Wire = unknown> = Omit<FieldItem, 'value'> & {
  value: unknown extends Wire ? JsonValue : Wire;
};
