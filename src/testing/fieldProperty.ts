import { fieldKey, propertyOfKey } from '../core/wire/fieldIndex';

/**
 * The part of a field's DOM id after the form's id: the form key, with every character outside
 * `[A-Za-z0-9_-]` written `-<hex>` (the form's `domId`, `react/useFieldsForm.ts`). The form's own
 * id is letters and digits only, so the key starts after the first `-`.
 */
const keyPart = (domId: string) => domId.slice(domId.indexOf('-') + 1);

/** The form key's characters the DOM id writes as `-<hex>`: `%` of the percent-encoding, `~`. */
const domEncoded = (key: string) =>
  key.replace(/[^A-Za-z0-9_-]/g, (char) => `-${char.charCodeAt(0).toString(16)}`);

/**
 * The property of a field's DOM id (`data-field`): `ef1-f_verification-252Eamount` →
 * `verification.amount`.
 *
 * @example
 * fieldProperty('efr1-f_verification-252Eamount'); // 'verification.amount'
 */
export function fieldProperty(domId: string): string {
  const key = keyPart(domId).replace(/-(25|7e)/g, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  try {
    return propertyOfKey(key);
  } catch {
    // A key that is not percent-encoding after all (a property with "-25" in it): as written.
    return key.replace(/^f_/, '');
  }
}

/**
 * The DOM id is the first shown occurrence of `property` (a repeated property's later ones end in
 * `~<n>`).
 *
 * @example
 * isFieldOf('efr1-f_name', 'name'); // true
 */
export function isFieldOf(domId: string, property: string): boolean {
  const part = keyPart(domId);
  const own = domEncoded(fieldKey(property));
  return part === own || new RegExp(`^${own}-7e\\d+$`).test(part);
}
