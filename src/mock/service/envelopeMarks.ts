import { isJsonObject } from '../../core/wire/json';
import type { JsonObject, JsonValue } from '../../core/wire/model/types';

/**
 * The envelope without field errors and validation errors (a re-call answer of a set envelope).
 *
 * @example
 * ok(clearErrors(request.json));
 */
export function clearErrors(envelope: JsonObject): JsonObject {
  const walk = (fields: JsonValue | undefined): JsonValue | undefined =>
    Array.isArray(fields)
      ? fields.map((field) =>
          isJsonObject(field)
            ? {
                ...field,
                ...('error' in field ? { error: null } : {}),
                ...('errorText' in field ? { errorText: null } : {}),
                ...(field.fields ? { fields: walk(field.fields) as JsonValue } : {}),
              }
            : field,
        )
      : fields;
  const { validationErrors: _dropped, ...rest } = envelope;
  return { ...rest, fields: walk(envelope.fields) as JsonValue };
}

/**
 * Properties the client marked `scanned` (filled from a receipt), with the value it sent.
 *
 * @example
 * const scanned = scannedOf(request.json);
 */
export function scannedOf(envelope: JsonObject): Map<string, JsonValue> {
  const out = new Map<string, JsonValue>();
  const walk = (fields: JsonValue | undefined) => {
    if (!Array.isArray(fields)) return;
    for (const field of fields) {
      if (!isJsonObject(field)) continue;
      if (field.scanned === true && typeof field.property === 'string')
        out.set(field.property, field.value ?? null);
      walk(field.fields);
    }
  };
  walk(envelope.fields);
  return out;
}

/**
 * The service keeps the scanned marker of a value it was sent unchanged.
 *
 * @example
 * keepScanned(scannedOf(request.json), reply);
 */
export function keepScanned(scanned: Map<string, JsonValue>, envelope: JsonObject): JsonObject {
  if (scanned.size === 0) return envelope;
  const walk = (fields: JsonValue | undefined): JsonValue | undefined =>
    Array.isArray(fields)
      ? fields.map((field) => {
          if (!isJsonObject(field)) return field;
          const marked =
            typeof field.property === 'string' &&
            scanned.has(field.property) &&
            JSON.stringify(scanned.get(field.property)) === JSON.stringify(field.value ?? null);
          return {
            ...field,
            ...(marked ? { scanned: true } : {}),
            ...(field.fields ? { fields: walk(field.fields) as JsonValue } : {}),
          };
        })
      : fields;
  return { ...envelope, fields: walk(envelope.fields) as JsonValue };
}
