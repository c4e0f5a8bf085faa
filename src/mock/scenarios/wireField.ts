import type { JsonObject, JsonValue } from '../../core/wire/model/types';

/**
 * A field item as the service writes it (spec 2.7): every named attribute present, the described
 * ones (ARCHITECTURE.md "Wire names") only when given.
 *
 * @example
 * wireField('verification.amount', 'DOUBLE', 'Amount', { mandatory: true, maxDecimals: 2 });
 */
export function wireField(
  property: string,
  controlType: string,
  name: string | null,
  extra: JsonObject = {},
): JsonObject {
  return {
    name,
    property,
    controlType,
    mandatory: false,
    visible: true,
    value: null,
    error: null,
    errorText: null,
    custom: false,
    ...extra,
  };
}

/**
 * The hidden optimistic-lock field (spec 2.7): INTEGER, invisible, null for a new object.
 *
 * @example
 * fields.push(versionField(3));
 */
export function versionField(version: number | null): JsonObject {
  return wireField('version', 'INTEGER', null, { visible: false, value: version });
}

/**
 * Reads every property's value from a wire envelope, nested groups included.
 *
 * @example
 * valuesOf(body).get('verification.amount');
 */
export function valuesOf(envelope: JsonObject): Map<string, JsonValue> {
  const values = new Map<string, JsonValue>();
  const walk = (fields: JsonValue | undefined) => {
    if (!Array.isArray(fields)) return;
    for (const field of fields) {
      if (typeof field !== 'object' || field === null || Array.isArray(field)) continue;
      if (typeof field.property === 'string') values.set(field.property, field.value ?? null);
      walk(field.fields);
    }
  };
  walk(envelope.fields);
  return values;
}
